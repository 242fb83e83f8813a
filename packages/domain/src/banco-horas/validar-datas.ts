import type { DataIso } from '../tempo/index.ts';
import { ErroBancoHoras } from './erros.ts';
import type { EntradaBancoHoras } from './tipos.ts';

/**
 * Datas fora do contrato tornam o extrato impossível: antes de `inicioCiclo` o que houve entra
 * em `saldoAnterior`; depois da rescisão não há banco (CLT art. 59 §3º: ela o encerra).
 * Lançamentos depois de `ate` são simplesmente ignorados (ainda não aconteceram na consulta).
 */
export const validarDatas = (entrada: EntradaBancoHoras, inicioCiclo: DataIso): void => {
  const rescisao = entrada.rescisao?.data ?? null;
  const conferir = (data: DataIso, campo: string): void => {
    if (data < inicioCiclo) {
      throw new ErroBancoHoras(
        campo,
        `${data} é anterior ao inicioCiclo ${inicioCiclo} (o que veio antes entra em saldoAnterior)`,
      );
    }
    if (rescisao !== null && data > rescisao) {
      throw new ErroBancoHoras(campo, `${data} é posterior à rescisão em ${rescisao}`);
    }
  };
  if (entrada.ate < inicioCiclo) {
    throw new ErroBancoHoras('ate', `${entrada.ate} é anterior ao inicioCiclo ${inicioCiclo}`);
  }
  if (rescisao !== null && rescisao < inicioCiclo) conferir(rescisao, 'rescisao.data');
  if (entrada.fechamentoAntecipado) conferir(entrada.fechamentoAntecipado, 'fechamentoAntecipado');
  for (const [i, m] of (entrada.movimentos ?? []).entries())
    conferir(m.data, `movimentos[${i}].data`);
  for (const [i, p] of (entrada.pagamentos ?? []).entries())
    conferir(p.data, `pagamentos[${i}].data`);
};
