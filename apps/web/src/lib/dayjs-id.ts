import dayjs from "dayjs";
import "dayjs/locale/id";

/**
 * dayjs in Indonesian (month and day names, Monday first). Every module that uses dayjs takes
 * it from here, so the locale is set wherever a date is shown or picked, and the login page,
 * which shows none, does not load it.
 */
dayjs.locale("id");

export type { Dayjs } from "dayjs";
export { dayjs };
