import type { Tags } from '@jornada/contracts';
import { type CodigoMotivoAusencia, motivoAusencia } from '@jornada/domain';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { naoEncontrado, semPermissao } from '../../../shared/errors.ts';
import type { Escopo } from '../../../shared/escopo.ts';
import {
  alcanceDe,
  calcularPeriodo,
  canLer,
  type DiaCalculado,
  MENSAGEM_FORA_DA_EQUIPE,
  pessoaRepository,
} from '../../escala-nucleo/index.ts';
import { empregadoEm, limitesDoMes } from '../calendario.formato.ts';

type Tag = Tags['feriados'][number];

/** Ausências do período (abonos e pedidos aprovados), ligadas no `buildApp`. */
export type ListarAusencias = (
  escopo: Escopo,
  usuarioIds: readonly number[],
  inicio: string,
  fim: string,
) => Promise<
  readonly {
    usuarioId: number;
    motivo: string;
    minutoInicio: number | null;
    minutoFim: number | null;
    dataInicio: string;
    dataFim: string;
  }[]
>;

/** Folgas do banco de folgas do período (módulo banco-folgas, ligado no `buildApp`). */
export type ListarFolgasBancoFolgas = (
  escopo: Escopo,
  usuarioIds: readonly number[],
  inicio: string,
  fim: string,
) => Promise<readonly { id: number; usuarioId: number; data: string }[]>;

/** Férias, recesso e folga concedida têm etiqueta própria; o resto é ausência justificada. */
const TIPO_TAG: Record<string, string> = {
  FERIAS: 'Ferias',
  RECESSO_ESTAGIO: 'Recesso',
  FOLGA_CONCEDIDA: 'DayOff',
};

const tagsVazias = (): Tags => ({
  ausencias: [],
  feriados: [],
  sobreavisos: [],
  feriadosIndenizados: [],
  folgasCompensadas: [],
  folgasBancoHoras: [],
  folgasBancoFolgas: [],
});

const tag = (
  usuarioId: number,
  dia: DiaCalculado,
  v: Omit<Tag, 'usuarioId' | 'data' | 'acaoId'>,
) => ({
  usuarioId,
  data: dia.data,
  acaoId: dia.alteracaoEscala ? Number(dia.alteracaoEscala.acaoId) : null,
  ...v,
});

/**
 * Etiquetas do mês que o sistema conhece hoje: feriados (UF da filial e municipais da empresa),
 * folgas compensadas na semana, folgas/saídas do banco de horas (ações aprovadas) e ausências:
 * abonos e pedidos aprovados (férias com tipoTag Ferias, spec §3; recesso; folga concedida).
 * e as folgas do banco de folgas. Sobreaviso e feriados indenizados ainda não entram: listas vazias.
 */
export const tagsDoMes = async (
  {
    db,
    listAusencias,
    listFolgasBancoFolgas,
  }: { db: Db; listAusencias: ListarAusencias; listFolgasBancoFolgas?: ListarFolgasBancoFolgas },
  auth: AuthContext,
  ano: number,
  mes: number,
  usuarioIds: readonly number[],
): Promise<Tags> => {
  const escopo = { db, empresaId: auth.empresaId };
  const unicos = [...new Set(usuarioIds)];
  const [alcance, pessoas] = await Promise.all([
    alcanceDe(escopo, auth),
    pessoaRepository(escopo).listByIds(unicos),
  ]);
  if (pessoas.length < unicos.length) throw naoEncontrado('Colaborador');
  if (pessoas.some((p) => !canLer(alcance, p))) throw semPermissao(MENSAGEM_FORA_DA_EQUIPE);
  const { inicio, fim } = limitesDoMes(ano, mes);
  const [calculo, abonos, folgasBanco] = await Promise.all([
    calcularPeriodo(escopo, pessoas, inicio, fim),
    listAusencias(escopo, unicos, inicio, fim),
    listFolgasBancoFolgas ? listFolgasBancoFolgas(escopo, unicos, inicio, fim) : [],
  ]);
  const folgaDoBanco = new Set(folgasBanco.map((f) => `${f.usuarioId}|${f.data}`));
  const tags = tagsVazias();
  for (const p of pessoas) {
    const meus = abonos.filter((a) => a.usuarioId === p.id);
    for (const dia of calculo.porUsuario.get(p.id) ?? []) {
      if (!empregadoEm(p, dia.data)) continue;
      const abono = meus.find((a) => a.dataInicio <= dia.data && dia.data <= a.dataFim);
      if (abono) {
        const m = motivoAusencia(abono.motivo as CodigoMotivoAusencia);
        tags.ausencias.push(
          tag(p.id, dia, {
            tipoTag: TIPO_TAG[abono.motivo] ?? 'AusenciaJustificada',
            descricao: `${m.descricao} (${m.fundamento})`,
            minutos: abono.minutoInicio === null ? null : abono.minutoFim! - abono.minutoInicio,
          }),
        );
      }
      if (dia.feriado) {
        tags.feriados.push({
          ...tag(p.id, dia, { tipoTag: 'Feriado', descricao: dia.feriado.nome, minutos: null }),
          acaoId: null,
        });
      }
      if (dia.compensacaoSemanal < 0) {
        tags.folgasCompensadas.push(
          tag(p.id, dia, {
            tipoTag: 'FolgaCompensada',
            descricao: 'Compensação na semana',
            minutos: -dia.compensacaoSemanal,
          }),
        );
      }
      if (folgaDoBanco.has(`${p.id}|${dia.data}`)) {
        tags.folgasBancoFolgas.push(
          tag(p.id, dia, {
            tipoTag: 'FolgaBancoFolgas',
            descricao: 'Folga (banco de folgas)',
            minutos: null,
          }),
        );
      }
      if (dia.bancoHoras > 0) {
        tags.folgasBancoHoras.push(
          tag(p.id, dia, {
            tipoTag: 'FolgaBancoHoras',
            descricao:
              dia.tipoDia === 'compensado'
                ? 'Folga (banco de horas)'
                : 'Saída antecipada (banco de horas)',
            minutos: dia.bancoHoras,
          }),
        );
      }
    }
  }
  return tags;
};

/** GET /tag/saldo: quantidade de dias de cada etiqueta no mês e minutos do banco de horas. */
export const saldoDoMes = async (
  deps: { db: Db; listAusencias: ListarAusencias; listFolgasBancoFolgas?: ListarFolgasBancoFolgas },
  auth: AuthContext,
  ano: number,
  mes: number,
  usuarioIds: readonly number[],
) => {
  const tags = await tagsDoMes(deps, auth, ano, mes, usuarioIds);
  const contar = (lista: Tag[], id: number) => lista.filter((t) => t.usuarioId === id).length;
  return [...new Set(usuarioIds)].map((id) => ({
    usuarioId: id,
    ausencias: contar(tags.ausencias, id),
    feriados: contar(tags.feriados, id),
    sobreavisos: contar(tags.sobreavisos, id),
    feriadosIndenizados: contar(tags.feriadosIndenizados, id),
    folgasCompensadas: contar(tags.folgasCompensadas, id),
    folgasBancoHoras: contar(tags.folgasBancoHoras, id),
    folgasBancoFolgas: contar(tags.folgasBancoFolgas, id),
    minutosBancoHoras: tags.folgasBancoHoras
      .filter((t) => t.usuarioId === id)
      .reduce((soma, t) => soma + (t.minutos ?? 0), 0),
  }));
};
