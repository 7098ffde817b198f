/** The public page a signed letter's QR code opens. */
export const verifyPath = (signedDocumentId: string) => `/verifikasi/${signedDocumentId}`;
