import type { Convencao, ParametrosConvencaoWire } from '@jornada/contracts';
import { formatarData } from '../../lib/format.ts';
import { resumoParametros, TIPOS_REGRA } from './campos-convencao.ts';
import { TIPOS_CONVENCAO } from './tipos-convencao.ts';

/** 'DD/MM/YYYY a DD/MM/YYYY' ou 'desde DD/MM/YYYY' quando sem fim. */
export const textoVigencia = (c: Pick<Convencao, 'vigenciaInicio' | 'vigenciaFim'>) =>
  c.vigenciaFim
    ? `${formatarData(c.vigenciaInicio)} a ${formatarData(c.vigenciaFim)}`
    : `desde ${formatarData(c.vigenciaInicio)}`;

/**
 * A convenção em vigor na data: entre as que a cobrem, a de início mais recente (a mesma escolha
 * do motor, docs/decisoes/convencao-coletiva.md).
 */
export const convencaoEmVigor = (convencoes: readonly Convencao[], data: string) =>
  convencoes
    .filter((c) => c.vigenciaInicio <= data && (c.vigenciaFim === null || c.vigenciaFim >= data))
    .sort((a, b) => b.vigenciaInicio.localeCompare(a.vigenciaInicio))[0] ?? null;

/** Linhas de resumo: o que a convenção regula em cada tipo e os parâmetros da folha. */
export const resumoConvencao = (p: ParametrosConvencaoWire): string[] => {
  const linhas: string[] = [];
  for (const tipo of TIPOS_CONVENCAO) {
    const regra = p.regras[tipo] as Record<string, unknown> | undefined;
    if (!regra) continue;
    const campos = TIPOS_REGRA[tipo].campos.filter((c) => regra[c.nome] !== undefined);
    const partes = resumoParametros(tipo, regra)
      .split(' · ')
      .filter(
        (_t, i) => TIPOS_REGRA[tipo].campos[i] && campos.includes(TIPOS_REGRA[tipo].campos[i]!),
      );
    linhas.push(`${TIPOS_REGRA[tipo].nome}: ${partes.join(' · ')}`);
  }
  linhas.push(`Adicional noturno: ${p.adicionalNoturnoPercentual} %`);
  linhas.push(
    `Sobreaviso: ${p.fracaoSobreaviso.numerador}/${p.fracaoSobreaviso.denominador} da hora`,
  );
  linhas.push(
    p.bancoHorasPrazoMeses === null
      ? 'Banco de horas: não previsto na convenção'
      : `Banco de horas: compensação em até ${p.bancoHorasPrazoMeses} meses`,
  );
  return linhas;
};
