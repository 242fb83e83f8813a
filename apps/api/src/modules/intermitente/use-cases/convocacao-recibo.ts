import type { DescumprimentoBody, ReciboConvocacao } from '@jornada/contracts';
import { type DataHoraIso, type DataIso, formatarDataBr } from '@jornada/domain';
import type { Db, Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import { cadastroRepository } from '../cadastro.repository.ts';
import { avaliar, inicioDe, paraConvocacao, paraConvocado } from '../convocacao.avaliacao.ts';
import { convocacaoRepository } from '../convocacao.repository.ts';
import { auditarIntermitente, type Deps, relogioDaEmpresa } from '../intermitente.comum.ts';
import { contextoPara } from './convocacao-consultar.ts';
import { exigirQuemConvoca, isRhIntermitente } from './permissao.ts';
import { calcularRecibos } from './recibo.ts';

const conflito = (codigo: string, mensagem: string) => new AppError(codigo, mensagem, 409);

/** Recibo do período pelas horas do espelho e descumprimento pelo convocado (art. 452-A). */
export const createConvocacaoRecibo = ({ db, clock, apurarDias }: Deps) => {
  /**
   * GET /Convocacao/recibo/{id}: o RH e o responsável pelo contratante veem o recibo de todos
   * que aceitaram; o convocado, só o seu; os demais, 404.
   */
  const recibo = async (auth: AuthContext, id: number): Promise<ReciboConvocacao> => {
    const repo = convocacaoRepository({ db, empresaId: auth.empresaId });
    const c = await repo.findById(id);
    if (!c) throw naoEncontrado('Convocação');
    const contratante = await cadastroRepository({ db, empresaId: auth.empresaId }).findContratante(
      c.contratanteId,
    );
    const convocados = await repo.convocadosDe([c.id]);
    const todos = isRhIntermitente(auth) || contratante?.responsavelId === auth.usuarioId;
    const visiveis = todos ? convocados : convocados.filter((x) => x.usuarioId === auth.usuarioId);
    if (visiveis.length === 0 && !todos) throw naoEncontrado('Convocação');
    const { agora } = await relogioDaEmpresa(db, auth.empresaId, clock);
    const [r] = await calcularRecibos(
      { db, empresaId: auth.empresaId, apurarDias, hoje: agora.slice(0, 10) },
      [c],
      visiveis,
    );
    return r!;
  };

  /** O que precisa valer para registrar o descumprimento (lido de novo dentro da transação). */
  const conferir = async (d: Db | Tx, auth: AuthContext, b: DescumprimentoBody) => {
    const repo = convocacaoRepository({ db: d, empresaId: auth.empresaId });
    const c = await repo.findById(b.convocacaoId);
    if (!c) throw naoEncontrado('Convocação');
    const cadastros = cadastroRepository({ db: d, empresaId: auth.empresaId });
    exigirQuemConvoca(auth, (await cadastros.findContratante(c.contratanteId))!);
    const convocados = await repo.convocadosDe([c.id]);
    const linha = convocados.find((x) => x.usuarioId === b.usuarioId);
    if (!linha)
      throw new AppError(
        'CONVOCADO_INEXISTENTE',
        'usuarioId: esta pessoa não foi convocada nesta convocação.',
        400,
        'usuarioId',
      );
    const ctx = await contextoPara(d, auth.empresaId, clock, [c]);
    if (c.interrompidaEm !== null)
      throw conflito(
        'CONVOCACAO_INTERROMPIDA',
        'Esta convocação foi interrompida pelo empregador: não há descumprimento do convocado.',
      );
    if (paraConvocado(c, linha, ctx).situacao !== 'aceita')
      throw conflito(
        'CONVOCACAO_NAO_ACEITA',
        'Só quem aceitou a convocação responde por descumprimento (CLT art. 452-A §4º).',
      );
    if (linha.multaDevidaPor !== null)
      throw conflito('DESCUMPRIMENTO_JA_REGISTRADO', 'O descumprimento já foi registrado.');
    if (inicioDe(c) > ctx.agora)
      throw conflito(
        'CONVOCACAO_NAO_INICIADA',
        'A convocação ainda não começou: o descumprimento se registra depois do início da jornada.',
      );
    return { repo, c, convocados, linha, ctx };
  };

  /** Alguma marcação nos dias já começados da convocação? (a apuração lê fora da transação) */
  const compareceu = async (auth: AuthContext, b: DescumprimentoBody) => {
    const { repo, c, linha, ctx } = await conferir(db, auth, b);
    const hoje = ctx.agora.slice(0, 10);
    const [espelho] = await apurarDias({
      db,
      empresaId: auth.empresaId,
      pessoas: await repo.contratos([linha.usuarioId]),
      inicio: c.dataInicio,
      fim: c.dataFim < hoje ? c.dataFim : hoje,
      hoje,
    });
    const comPonto = espelho?.linhas.find((l) => l.marcacoes.some((m) => m.contabiliza));
    if (comPonto)
      throw conflito(
        'CONVOCADO_COMPARECEU',
        `O convocado registrou ponto em ${formatarDataBr(comPonto.data as DataIso)}: não houve descumprimento.`,
      );
  };

  /**
   * POST /Convocacao/descumprimento: quem aceitou e não registrou ponto nos dias já começados da
   * convocação descumpriu; a multa de 50 % da remuneração prevista é devida por ele em 30 dias
   * (art. 452-A §4º), calculada pelo domínio e gravada com o convocado.
   */
  const descumprimento = async (auth: AuthContext, b: DescumprimentoBody) => {
    await compareceu(auth, b);
    return db.transaction(async (tx) => {
      await convocacaoRepository({ db: tx, empresaId: auth.empresaId }).travar(b.convocacaoId);
      const { repo, c, convocados, linha, ctx } = await conferir(tx, auth, b);
      const antes = paraConvocacao(c, convocados, ctx);
      const { multa } = avaliar(c, linha, ctx, {
        por: 'empregado',
        em: ctx.agora as DataHoraIso,
      });
      await repo.multar(c.id, linha.usuarioId, multa!);
      const depois = paraConvocacao(c, await repo.convocadosDe([c.id]), ctx);
      await auditarIntermitente(
        tx,
        auth,
        {
          entidade: 'intermitente_convocado',
          entidadeId: `${c.id}:${linha.usuarioId}`,
          acao: 'descumprimento',
          antes,
          depois,
        },
        clock(),
      );
      return depois;
    });
  };

  return { recibo, descumprimento };
};
