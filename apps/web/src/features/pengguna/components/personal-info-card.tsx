import type { UserInfo } from "@lontar/contracts/user";
import { Card, Descriptions, type DescriptionsProps, Typography } from "antd";
import { UserAvatar } from "../../../components/user-avatar";

interface PersonalInfoCardProps {
  user: UserInfo;
}

/** Position text; an acting (PLT) position is shown after the definitive one. */
export function positionText(user: UserInfo): string {
  const { jabatan_nama, is_plt, data_plt } = user.data_pegawai;
  const own = jabatan_nama ?? "-";
  return is_plt && data_plt ? `${own} (PLT ${data_plt.jabatan_nama})` : own;
}

/** Read-only profile of the logged-in user (spec 01 §2 /dashboard/personal-info). */
export function PersonalInfoCard({ user }: PersonalInfoCardProps) {
  const pegawai = user.data_pegawai;
  const items: DescriptionsProps["items"] = [
    { key: "nama", label: "Nama Lengkap", children: pegawai.peg_nama },
    { key: "nip", label: "NIP", children: pegawai.peg_nip },
    { key: "satker", label: "Satuan Kerja", children: pegawai.satuan_kerja.satuan_kerja_nama },
    { key: "unit", label: "Unit Kerja", children: pegawai.unit_kerja?.unit_kerja_nama ?? "-" },
    { key: "jabatan", label: "Jabatan", children: positionText(user) },
    { key: "username", label: "Username", children: user.user_name },
  ];
  return (
    <Card>
      <div className="personal-info">
        <div className="personal-info__photo">
          <UserAvatar name={pegawai.peg_nama} photoUrl={user.photo_url} size={112} />
          <Typography.Text strong>{pegawai.peg_nama}</Typography.Text>
          <Typography.Text type="secondary">{pegawai.peg_nip}</Typography.Text>
        </div>
        <Descriptions
          column={1}
          bordered
          size="small"
          items={items}
          className="personal-info__data"
        />
      </div>
    </Card>
  );
}
