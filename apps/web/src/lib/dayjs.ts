import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';

// Um só ponto configura o dayjs: toda data do produto é exibida em pt-BR (spec §1).
dayjs.locale('pt-br');

export const LOCALE_DATAS = 'pt-br';
export { dayjs };
