import { DEMO_PASSWORD } from "./api.mjs";
import { timeSequential } from "./load.mjs";

/** An external recipient on every prepared letter: delivery then also queues an e-mail,
 * and the signed letters can be looked up by public tracking (resi + this address). */
export const TRACKING_EMAIL = "warga.bench@contoh.example";

/** NIP of a login, from its own profile. */
async function nipOf(api) {
  return (await api.get("/api/egs/user")).data.peg_nip;
}

/** The typical letter of DOMAIN.md, reviewed and signed by `kadis` alone. */
function letterBody(initId, nip, index) {
  return {
    initId,
    status_surat: "pemeriksa",
    kepala_surat: {
      perihal: `Undangan Rapat Koordinasi Bench ${index + 1}`,
      lampiran: { type: "Lembar", value: 1 },
      klasifikasi: { code: "000.1.2", name: "Rapat" },
      kegiatan: null,
      sifat: { pengamanan: "Biasa", penyampaian: "Biasa" },
    },
    pengirim: { user: nip.staf, jabatan_id: null },
    penerima: {
      type_tanda_tangan: "digital",
      user: [nip.kadisdik],
      plt: [],
      user_eksternal: [TRACKING_EMAIL],
    },
    tembusan: { user: [nip.sekdis], plt: [], user_eksternal: [] },
    pemeriksa: { user: [nip.kadis] },
    isi_surat: "<p>Dengan hormat,</p><p>Kami mengundang Bapak/Ibu pada rapat koordinasi.</p>",
  };
}

/**
 * Prepares `count` letters from `staf` waiting for the signer `kadis` (untimed), then approves
 * each with the passphrase, one after the other, timing the whole act: number, PDF, signature
 * and delivery. Answers the timing and the signed letters' ids.
 */
export async function approveLetters(api, tokens, count) {
  const staf = api.as(tokens.staf);
  const kadis = api.as(tokens.kadis);
  const nip = {};
  for (const name of ["staf", "kadis", "kadisdik", "sekdis"])
    nip[name] = await nipOf(api.as(tokens[name]));
  const ids = [];
  for (let i = 0; i < count; i++) {
    const { initId } = (await staf.get("/egs/initId")).items;
    ids.push((await staf.post("/egs/mail", letterBody(initId, nip, i))).items.id);
  }
  const timing = await timeSequential(count, async (i) => {
    const answer = await kadis.post(`/egs/riw-catatan/create/${ids[i]}`, {
      is_accepted: true,
      text: "setuju",
      back_to_previous_level: false,
      keterangan: "",
      passphrase: DEMO_PASSWORD,
    });
    if (answer.items.status_surat !== "terkirim")
      throw new Error(`letter ${ids[i]} is ${answer.items.status_surat} after setuju`);
  });
  return { timing, ids };
}
