import { Transform } from "node:stream";
import {
  FILE_SIZE_MESSAGE,
  FILE_TYPE_MESSAGE,
  MAX_UPLOAD_BYTES,
  type UploadMime,
} from "@lontar/contracts/files";
import { type AppError, payloadTooLarge, validationFailed } from "../../lib/app-error";
import { detectFileType, SNIFF_BYTES } from "./files.rules";

export const fileTooLarge = () => payloadTooLarge(FILE_SIZE_MESSAGE, { file: [FILE_SIZE_MESSAGE] });
export const fileTypeRefused = () => validationFailed({ file: [FILE_TYPE_MESSAGE] });

/**
 * A pass-through stream that checks an upload while it is stored: the first bytes must be a
 * PDF, PNG or JPEG signature, and the size must stay within the limit. It fails the stream
 * (so nothing is kept) with 422 or 413; afterwards `mime` and `size` describe the upload.
 */
export class ContentGuard extends Transform {
  mime: UploadMime | null = null;
  size = 0;
  private head = Buffer.alloc(0);

  constructor(private readonly maxBytes = MAX_UPLOAD_BYTES) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error) => void) {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return done(fileTooLarge());
    if (this.mime === null && this.head.length < SNIFF_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, SNIFF_BYTES)]);
      if (this.head.length >= SNIFF_BYTES) {
        const error = this.decide();
        if (error) return done(error);
      }
    }
    this.push(chunk);
    done();
  }

  override _flush(done: (error?: Error) => void) {
    done(this.mime === null ? (this.decide() ?? undefined) : undefined);
  }

  private decide(): AppError | null {
    this.mime = detectFileType(this.head);
    return this.mime === null ? fileTypeRefused() : null;
  }
}
