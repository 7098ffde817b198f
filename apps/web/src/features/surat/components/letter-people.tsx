import type { EmployeePickerRecord } from "@lontar/contracts/pegawai";
import { Typography } from "antd";
import type { ReactNode } from "react";
import "./surat.css";

/** The position a person acts in: 'Plt. …' for an acting (PLT) entry. */
const positionOf = (person: EmployeePickerRecord) =>
  person.is_plt
    ? `Plt. ${person.data_plt?.jabatan_nama ?? person.namaJabatan ?? ""}`
    : person.namaJabatan;

/** A person of a letter: the name, '— position', and an optional note after it. */
export function Person({ person, note }: { person: EmployeePickerRecord; note?: ReactNode }) {
  const position = positionOf(person);
  return (
    <div className="letter-data__person">
      <span>{person.fullName}</span>
      {position ? <Typography.Text type="secondary"> — {position}</Typography.Text> : null}
      {note}
    </div>
  );
}

/** Several people, one a line; '-' for none. */
export function People({ people }: { people: EmployeePickerRecord[] }) {
  if (people.length === 0) return <>-</>;
  return (
    <>
      {people.map((person) => (
        <Person key={`${person.peg_nip}-${person.is_plt}`} person={person} />
      ))}
    </>
  );
}
