import type { ConvocacaoBody } from '@jornada/contracts';
import {
  avaliarConvocacao,
  inicioMinimoConvocacao,
  type RegraAntecedencia,
  toMinutos,
} from '@jornada/domain';
import type { Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError } from '../../../shared/errors.ts';
import { type CadastroRepository, cadastroRepository } from '../cadastro.repository.ts';
import { paraConvocacao, remuneracaoPrevista } from '../convocacao.avaliacao.ts';
import { convocacaoRepository } from '../convocacao.repository.ts';
import {
  auditarIntermitente,
  campoInvalido,
  type Deps,
  dataHoraBr,
  feriadosEntre,
  relogioDaEmpresa,
} from '../intermitente.comum.ts';
import { exigirQuemConvoca } from './permissao.ts';

/** Regra, contratante e grupo existem e estão ativos; cargo e local existem. */
const validarCadastros = async (repo: CadastroRepository, b: ConvocacaoBody) => {
  const regra = await repo.findRegra(b.regraId);
  if (!regra) throw campoInvalido('regraId', 'regra de convocação não encontrada');
  if (regra.arquivada) throw campoInvalido('regraId', 'a regra de convocação está arquivada');
  const contratante = await repo.findContratante(b.contratanteId);
  if (!contratante) throw campoInvalido('contratanteId', 'contratante não encontrado');
  if (contratante.arquivado) throw campoInvalido('contratanteId', 'o contratante está arquivado');
  if (b.grupoId) {
    const grupo = await repo.findGrupo(b.grupoId);
    if (!grupo) throw campoInvalido('grupoId', 'grupo não encontrado');
    if (grupo.arquivado) throw campoInvalido('grupoId', 'o grupo está arquivado');
  }
  if (b.cargoId && !(await repo.idsExistentes('cargo', [b.cargoId])).size)
    throw campoInvalido('cargoId', 'cargo não encontrado');
  if (b.localTrabalhoId && !(await repo.idsExistentes('filial', [b.localTrabalhoId])).size)
    throw campoInvalido('localTrabalhoId', 'local de trabalho não encontrado');
  return { regra, contratante };
};

/** Membros do grupo mais os escolhidos; todos colaboradores ativos da empresa. */
const convocados = async (repo: CadastroRepository, b: ConvocacaoBody) => {
  const doGrupo = b.grupoId ? (await repo.membrosDe([b.grupoId])).map((m) => m.id) : [];
  const ids = [...new Set([...doGrupo, ...b.usuarioIds])];
  if (ids.length === 0)
    throw campoInvalido('usuarioIds', 'informe um grupo com membros ou ao menos um colaborador');
  const existentes = await repo.idsExistentes('usuario', ids);
  const ausentes = ids.filter((id) => !existentes.has(id));
  if (ausentes.length)
    throw campoInvalido('usuarioIds', `colaborador não encontrado: ${ausentes.join(', ')}`);
  return ids;
};

const validarHorario = (b: ConvocacaoBody) => {
  if (b.dataFim < b.dataInicio) throw campoInvalido('dataFim', 'o fim é anterior ao início');
  const entrada = toMinutos(b.horaEntrada);
  const saida = toMinutos(b.horaSaida);
  if (saida <= entrada) throw campoInvalido('horaSaida', 'a saída deve ser depois da entrada');
  if (b.intervaloMinutos >= saida - entrada)
    throw campoInvalido('intervaloMinutos', 'o intervalo é maior que a jornada do dia');
  return { entrada, saida };
};

/**
 * Cria a convocação (art. 452-A §1º): recusa a que não tem a antecedência da regra, dizendo o
 * início mais cedo possível (`ANTECEDENCIA_INSUFICIENTE`). Envio = agora, no fuso da empresa.
 */
export const createConvocacao =
  ({ db, clock }: Deps) =>
  (auth: AuthContext, b: ConvocacaoBody) =>
    db.transaction(async (tx: Tx) => {
      const repo = cadastroRepository({ db: tx, empresaId: auth.empresaId });
      const { regra, contratante } = await validarCadastros(repo, b);
      exigirQuemConvoca(auth, contratante);
      const { entrada, saida } = validarHorario(b);
      const ids = await convocados(repo, b);
      const { agora, uf } = await relogioDaEmpresa(tx, auth.empresaId, clock);
      const antecedencia = regra.antecedencia as RegraAntecedencia;
      const linha = {
        regraId: regra.id,
        contratanteId: contratante.id,
        grupoId: b.grupoId ?? null,
        cargoId: b.cargoId ?? null,
        filialId: b.localTrabalhoId ?? null,
        dataInicio: b.dataInicio,
        dataFim: b.dataFim,
        minutoEntrada: entrada,
        minutoSaida: saida,
        intervaloMinutos: b.intervaloMinutos,
        valorHora: b.valorHora ?? regra.valorHora,
        antecedencia,
        sabadoUtil: regra.sabadoUtil,
        descricao: b.descricao ?? null,
        enviadaEm: agora,
        criadoPor: auth.usuarioId,
      };
      const avaliacao = avaliarConvocacao({
        configuracao: { antecedencia, sabadoUtil: regra.sabadoUtil },
        convocacao: {
          enviadaEm: agora,
          recebidaEm: null,
          inicio: `${b.dataInicio}T${b.horaEntrada}`,
          fim: `${b.dataFim}T${b.horaSaida}`,
          resposta: null,
          respostaEm: null,
          remuneracaoPrevista: remuneracaoPrevista(linha),
        },
        agora,
      });
      if (!avaliacao.antecedenciaValida) {
        const minimo = inicioMinimoConvocacao(agora, antecedencia);
        const regraTexto = antecedencia === '72h' ? '72 horas' : 'três dias corridos';
        throw new AppError(
          'ANTECEDENCIA_INSUFICIENTE',
          `dataInicio: a convocação exige antecedência mínima de ${regraTexto} (CLT art. 452-A §1º); o início mais cedo possível é ${dataHoraBr(minimo)}.`,
          400,
          'dataInicio',
        );
      }
      const conv = convocacaoRepository({ db: tx, empresaId: auth.empresaId });
      const id = await conv.inserir(linha, ids);
      const gravada = (await conv.findById(id))!;
      const ctx = { agora, feriados: feriadosEntre(uf, agora.slice(0, 10), b.dataFim) };
      const depois = paraConvocacao(gravada, await conv.convocadosDe([id]), ctx);
      await auditarIntermitente(
        tx,
        auth,
        {
          entidade: 'intermitente_convocacao',
          entidadeId: id,
          acao: 'inclusao',
          antes: null,
          depois,
        },
        clock(),
      );
      return depois;
    });
