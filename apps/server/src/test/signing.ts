import { inject } from "vitest";
import { caFromPem, type InstanceCa } from "../modules/esign/certificates";
import type { EsignOptions } from "../modules/esign/esign.plugin";

let ca: InstanceCa | null = null;

/** The test run's instance CA (made once in global-setup; it issued the demo signing keys). */
export function testCa(): InstanceCa {
  if (!ca) {
    const { certPem, keyPem } = inject("testCa");
    ca = caFromPem(certPem, keyPem);
  }
  return ca;
}

export const TEST_PUBLIC_URL = "http://lontar.test";

export const testSigning = (): EsignOptions => ({ ca: testCa(), publicUrl: TEST_PUBLIC_URL });
