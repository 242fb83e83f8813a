import {
  ACOES,
  type AcaoId,
  acoesDisponiveis,
  type ContextoJornada,
  jornadaEfetiva,
  limiteLabel,
  turnoNormal,
  turnoParaJornada,
} from '@jornada/domain';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import {
  alcanceDe,
  type Catalogo,
  calcularPeriodo,
  canGerir,
  configDaEscala,
  contextoJornada,
  dataHora,
  ehRh,
  exigirLeitura,
  hojeDaEmpresa,
} from '../../escala-nucleo/index.ts';
import { diaBase, diaSemanaDe } from '../calendario.formato.ts';

type Deps = { db: Db; clock: () => Date };

/** Item do menu 'ações' (spec §3): acaoId, limite de dias, título e o rótulo do limite. */
export const paraItemAcao = (a: {
  acaoId: AcaoId;
  alterarDiaTrabalhoDiasConsecutivos: number;
}) => ({
  acaoId: a.acaoId,
  alterarDiaTrabalhoDiasConsecutivos: a.alterarDiaTrabalhoDiasConsecutivos,
  titulo: ACOES[a.acaoId].titulo,
  limite:
    a.acaoId === 1 || a.acaoId === 2 ? limiteLabel(a.alterarDiaTrabalhoDiasConsecutivos) : null,
});

/**
 * 'ESCALA EM VIGOR': o dia do padrão da escala que vale na data (só com as trocas de escala,
 * sem as demais ações); em dia de descanso, o turno normal da escala. Datas-hora locais.
 */
const escalaEmVigor = (catalogo: Catalogo, contexto: ContextoJornada, data: string) => {
  const trocas = contexto.acoes.filter((a) => a.tipoAcao === 'AlterarEscala');
  const padrao = jornadaEfetiva({ ...contexto, acoes: trocas, data });
  if (padrao.escalaId === null) return null;
  const row = catalogo.escalaRows.get(Number(padrao.escalaId));
  const escala = catalogo.escalas.find((e) => e.id === padrao.escalaId);
  if (!row || !escala) return null;
  const turno = padrao.tipoDia === 'trabalho' ? null : turnoNormal(escala, data);
  const jornada = turno ? turnoParaJornada(turno) : padrao.jornada;
  const primeiro = jornada[0];
  const ultimo = jornada.at(-1);
  const hora = (m: number | undefined) => (m === undefined ? null : dataHora(data, m));
  return {
    escalaId: row.id,
    codigoEscala: row.codigo,
    nomeEscala: row.nome,
    horaEntrada: hora(primeiro?.[0]),
    horaSaidaAlmoco: jornada.length > 1 ? hora(primeiro?.[1]) : null,
    horaVoltaAlmoco: jornada.length > 1 ? hora(jornada[1]?.[0]) : null,
    horaSaida: hora(ultimo?.[1]),
  };
};

/** GET /calendario/dia: o dia de um colaborador para o painel 'Escala no Dia'. */
export const calendarioDia = async (
  { db }: Deps,
  auth: AuthContext,
  usuarioId: number,
  data: string,
) => {
  const escopo = { db, empresaId: auth.empresaId };
  const alcance = await alcanceDe(escopo, auth);
  const alvo = await exigirLeitura(escopo, alcance, usuarioId);
  const calculo = await calcularPeriodo(escopo, [alvo], data, data);
  const dia = calculo.porUsuario.get(alvo.id)![0]!;
  const contexto = contextoJornada(calculo.catalogo, calculo.contextos.get(alvo.id));
  const vigor = escalaEmVigor(calculo.catalogo, contexto, data);
  const config = configDaEscala(calculo.catalogo, dia.escalaId);
  const { empregado, ...base } = diaBase(
    alvo,
    dia,
    Number(data.slice(8, 10)) - 1,
    calculo.statusAcao,
  );
  const acoes =
    empregado && canGerir(alcance, alvo) ? acoesDisponiveis(dia, config).map(paraItemAcao) : [];
  return {
    ...base,
    diaSemana: diaSemanaDe(data),
    usuario: {
      Id: alvo.id,
      usuarioId: alvo.id,
      nome: alvo.nome,
      cargo: alvo.cargo,
      turno: alvo.turno ?? vigor?.nomeEscala ?? null,
      foto: alvo.foto,
    },
    empregado,
    gestaoId: config.gestaoId,
    acoes,
    escalaEmVigor: vigor,
    permitirArquivarAlocacao: ehRh(auth) && dia.alocacaoId !== null,
  };
};

/** GET /configuracao/em-vigor: a configuração da gestão da escala de hoje do colaborador. */
export const configuracaoEmVigor = async (deps: Deps, auth: AuthContext, usuarioId?: number) => {
  const escopo = { db: deps.db, empresaId: auth.empresaId };
  const alcance = await alcanceDe(escopo, auth);
  const alvo = await exigirLeitura(escopo, alcance, usuarioId ?? auth.usuarioId);
  const hoje = await hojeDaEmpresa(escopo, deps.clock);
  const calculo = await calcularPeriodo(escopo, [alvo], hoje, hoje);
  const dia = calculo.porUsuario.get(alvo.id)![0]!;
  const config = configDaEscala(calculo.catalogo, dia.escalaId);
  return {
    mostrarHorarioEscala: config.mostrarHorarioEscala,
    data: hoje,
    escalaId: dia.escalaId === null ? null : Number(dia.escalaId),
    gestaoId: config.gestaoId,
    alocacaoDataFim: config.alocacaoDataFim,
    exigirAprovacao: config.exigirAprovacao,
    alterarDiaTrabalhoDiasConsecutivos: config.alterarDiaTrabalhoDiasConsecutivos,
  };
};
