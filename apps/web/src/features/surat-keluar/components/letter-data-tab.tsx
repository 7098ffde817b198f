import type { OutgoingMailDetail } from "@lontar/contracts/mail";
import { SIGNING_MODES } from "@lontar/contracts/mail-constants";
import { Tag, Typography } from "antd";
import { formatDay, formatDayTime } from "../../../lib/dates";
import { berkasItems } from "../../surat/components/letter-berkas";
import {
  dash,
  LetterDescriptions,
  letterNumber,
  sifatItems,
  subjectItems,
} from "../../surat/components/letter-descriptions";
import { PegawaiLine } from "../../surat/components/letter-pegawai";
import { MailStatusTag } from "../../surat/components/mail-status-tag";

function Addressees({ group }: { group: OutgoingMailDetail["tembusan"] }) {
  const people = [...group.user, ...group.plt];
  if (people.length === 0 && group.user_eksternal.length === 0) return <>-</>;
  return (
    <>
      {people.map((person) => (
        <PegawaiLine key={`${person.peg_nip}-${person.is_plt}`} pegawai={person} />
      ))}
      {group.user_eksternal.map((email) => (
        <div key={email} className="letter-data__pegawai">
          {email} <Typography.Text type="secondary">(eksternal)</Typography.Text>
        </div>
      ))}
    </>
  );
}

/** What a reviewer's line says: at work, and for a joint letter's signers, signed or not. */
function reviewerNote(letter: OutgoingMailDetail, index: number) {
  const atWork = letter.status_surat === "pemeriksa" && index + 1 === letter.pemeriksa.order_now;
  const signer = index - (letter.pemeriksa.user.length - letter.jumlah_penandatangan);
  if (letter.jumlah_penandatangan < 2 || signer < 0)
    return atWork ? <Tag color="blue">Sedang memeriksa</Tag> : null;
  if (signer < letter.ditandatangani) return <Tag color="green">Sudah menandatangani</Tag>;
  return (
    <Tag color={atWork ? "blue" : "default"}>
      {atWork ? "Menunggu tanda tangan" : `Penandatangan ${signer + 1}`}
    </Tag>
  );
}

/** Reviewers in order; the one at work is marked while the letter is under review. */
function Reviewers({ letter }: { letter: OutgoingMailDetail }) {
  const { user } = letter.pemeriksa;
  if (user.length === 0) return <>-</>;
  return (
    <ol className="letter-data__reviewers">
      {user.map((person, index) => (
        <li key={person.peg_nip}>
          <PegawaiLine pegawai={person} note={reviewerNote(letter, index)} />
        </li>
      ))}
    </ol>
  );
}

/** Data Surat: every header field, the people, the signing mode and the schedule. */
export function LetterDataTab({ letter }: { letter: OutgoingMailDetail }) {
  const head = letter.kepala_surat;
  const schedule = letter.info_jadwal;
  return (
    <LetterDescriptions
      items={[
        { key: "no", label: "Nomor Surat", children: letterNumber(letter.no_surat) },
        { key: "tanggal", label: "Tanggal Surat", children: formatDay(letter.tanggal_surat) },
        ...subjectItems(head),
        ...berkasItems(letter.berkas),
        { key: "kegiatan", label: "Kegiatan", children: dash(head.kegiatan?.nama_kegiatan) },
        ...sifatItems(head),
        {
          key: "status",
          label: "Status",
          children:
            letter.status_surat === "pemeriksa" && letter.ditandatangani > 0 ? (
              // A joint letter between its signatures: signed in part, not yet sent.
              <Tag color="gold">
                Menunggu Tanda Tangan ({letter.ditandatangani}/{letter.jumlah_penandatangan})
              </Tag>
            ) : (
              <MailStatusTag status={letter.status_surat} />
            ),
        },
        {
          key: "pengirim",
          label: "Pengirim",
          children: letter.pengirim.user ? <PegawaiLine pegawai={letter.pengirim.user} /> : "-",
        },
        { key: "penerima", label: "Penerima", children: <Addressees group={letter.penerima} /> },
        { key: "tembusan", label: "Tembusan", children: <Addressees group={letter.tembusan} /> },
        { key: "pemeriksa", label: "Pemeriksa", children: <Reviewers letter={letter} /> },
        {
          key: "ttd",
          label: "Tanda Tangan",
          children:
            letter.jumlah_penandatangan > 1
              ? `${SIGNING_MODES[letter.penerima.type_tanda_tangan]}, ${letter.jumlah_penandatangan} penandatangan (${letter.ditandatangani} sudah menandatangani)`
              : SIGNING_MODES[letter.penerima.type_tanda_tangan],
        },
        {
          key: "bentuk",
          label: "Bentuk Surat",
          children: letter.bentuk_surat === "softcopy" ? "Softcopy (PDF)" : "Editor Teks",
        },
        { key: "resi", label: "Resi", children: dash(letter.resi) },
        {
          key: "jadwal",
          label: "Jadwal",
          children: schedule
            ? `${formatDayTime(schedule.tanggal_mulai)} s.d. ${formatDayTime(schedule.tanggal_berakhir)}`
            : "-",
        },
        { key: "tempat", label: "Tempat", children: dash(schedule?.tempat) },
        { key: "pembuat", label: "Dibuat oleh", children: dash(letter.user.user_name) },
        { key: "dibuat", label: "Tanggal Dibuat", children: formatDayTime(letter.created_at) },
      ]}
    />
  );
}
