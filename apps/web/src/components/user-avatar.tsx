import { Avatar } from "antd";
import { initialsOf } from "../lib/greeting";

interface UserAvatarProps {
  name: string;
  photoUrl: string | null;
  size?: number;
}

/** The user's photo, or their initials when there is none. */
export function UserAvatar({ name, photoUrl, size }: UserAvatarProps) {
  return (
    <Avatar
      size={size}
      src={photoUrl ?? undefined}
      alt={photoUrl ? `Foto ${name}` : undefined}
      style={{ backgroundColor: "#0b5cad", flexShrink: 0 }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
