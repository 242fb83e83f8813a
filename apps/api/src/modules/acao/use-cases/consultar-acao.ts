import type { AcaoWire } from '@jornada/contracts';
import { acoesDisponiveis, type StatusAcao, type TipoAcao } from '@jornada/domain';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { naoEncontrado, semPermissao } from '../../../shared/errors.ts';
import { empregadoEm, paraItemAcao } from '../../calendario/index.ts';
import {
  acaoRepository,
  alcanceDe,
  calcularPeriodo,
  canGerir,
  canLer,
  configDaEscala,
  exigirGestao,
  filtroAlcance,
  MENSAGEM_FORA_DA_EQUIPE,
  pessoaRepository,
} from '../../escala-nucleo/index.ts';
import { podeDecidir } from '../acao.decisor.ts';
import { acaoParaFio } from '../acao.mapper.ts';
import { type CabeFolgaBancoFolgas, comFolgaBancoFolgas } from '../acao-banco-folgas.ts';

type Deps = { db: Db };

export type FiltroAcoes = {
  UsuarioId?: number;
  Data?: string;
  inicio?: string;
  fim?: string;
  status?: StatusAcao;
  tipoAcao?: TipoAcao;
  pageNumber: number;
  pageSize: number;
};

/**
 * GET /acao: ações da equipe (gestor) e os pedidos pendentes feitos por quem responde a ele, de
 * todos (RH) ou as próprias (colaborador); cada uma diz se quem chama pode decidi-la.
 */
export const listAcoes = async ({ db }: Deps, auth: AuthContext, f: FiltroAcoes) => {
  const escopo = { db, empresaId: auth.empresaId };
  const alcance = await alcanceDe(escopo, auth);
  const r = await acaoRepository(escopo).list({
    alcance: filtroAlcance(alcance),
    pendentesPedidosAo: alcance.tipo === 'equipe' ? alcance.usuarioId : undefined,
    usuarioId: f.UsuarioId,
    inicio: f.Data ?? f.inicio,
    fim: f.Data ?? f.fim,
    status: f.status,
    tipoAcao: f.tipoAcao,
    offset: (f.pageNumber - 1) * f.pageSize,
    limit: f.pageSize,
  });
  return {
    items: r.itens.map((a) => acaoParaFio(a, podeDecidir(alcance, a, canGerir))),
    total: r.total,
    pageNumber: f.pageNumber,
    pageSize: f.pageSize,
  };
};

/**
 * GET /acao/{id}: 404 fora da empresa; 403 se quem chama não pode ler o colaborador nem
 * decidir a ação (o gestor de quem pediu lê o pedido que lhe cabe decidir).
 */
export const findAcao = async ({ db }: Deps, auth: AuthContext, id: number): Promise<AcaoWire> => {
  const escopo = { db, empresaId: auth.empresaId };
  const acao = await acaoRepository(escopo).findById(id);
  if (!acao) throw naoEncontrado('Ação');
  const [alcance, alvo] = await Promise.all([
    alcanceDe(escopo, auth),
    pessoaRepository(escopo).findById(acao.usuarioId),
  ]);
  const decide = podeDecidir(alcance, acao, canGerir);
  if (!alvo || !(canLer(alcance, alvo) || decide)) throw semPermissao(MENSAGEM_FORA_DA_EQUIPE);
  return acaoParaFio(acao, decide);
};

/**
 * GET /acao/disponivel: o menu 'ações' do dia (acaoId 1..8 com o máximo de dias seguidos da
 * gestão, e 9, a folga do banco de folgas, quando cabe). Só para quem pode alterar a escala do
 * colaborador; fora do contrato, lista vazia.
 */
export const acoesDoDia = async (
  { db, cabeFolgaBancoFolgas }: Deps & { cabeFolgaBancoFolgas?: CabeFolgaBancoFolgas },
  auth: AuthContext,
  usuarioId: number,
  data: string,
) => {
  const escopo = { db, empresaId: auth.empresaId };
  const alcance = await alcanceDe(escopo, auth);
  const alvo = await exigirGestao(escopo, alcance, usuarioId);
  if (!empregadoEm(alvo, data)) return [];
  const calculo = await calcularPeriodo(escopo, [alvo], data, data);
  const dia = calculo.porUsuario.get(alvo.id)![0]!;
  const itens = acoesDisponiveis(dia, configDaEscala(calculo.catalogo, dia.escalaId)).map(
    paraItemAcao,
  );
  const alvoFolga = { escopo, usuarioId: alvo.id, data };
  return comFolgaBancoFolgas(itens, dia, alvoFolga, cabeFolgaBancoFolgas);
};
