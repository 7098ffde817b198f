import {
  BANK_PATHS,
  type BankFilter,
  type BankKind,
  bankExcelFileName,
} from "@lontar/contracts/bank";
import { downloadFile } from "../../../lib/get-blob";
import { filterParams } from "../paths";

/** GET egs/master/{bank}/download/excel with the bearer token, saved as the .xlsx it is. */
export function downloadBankExcel(kind: BankKind, filter: BankFilter): Promise<void> {
  const params = filterParams(filter);
  return downloadFile(
    `/egs/${BANK_PATHS[kind]}/download/excel${params ? `?${params}` : ""}`,
    bankExcelFileName(kind, filter),
  );
}
