import type { ExtratoFaturamento } from '@jornada/contracts';
import { calcularCobranca, competenciaDe } from '@jornada/domain';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError } from '../../../shared/errors.ts';
import { instanteLocal } from '../../../shared/fuso.ts';
import { auditar, competenciaBr, type Deps, FUSO_OPERADORA, isUnicidade, repo } from './comum.ts';
import { findEmpresaCliente } from './empresas-clientes.ts';
import { carregarPrecos, extratoFechado, listFaturados } from './extrato.ts';

const jaFechado = (competencia: string) =>
  new AppError(
    'FATURA_JA_FECHADA',
    `O extrato de ${competenciaBr(competencia)} desta empresa já foi fechado.`,
    409,
    'competencia',
  );

/**
 * Fechamento do mês de uma empresa: congela o extrato (plano, versão do preço, ativos e quem são,
 * faixas e valor) numa transação; depois disso, admissões e desligamentos não mudam a fatura. Só
 * competências já terminadas (no fuso da operadora) e com plano.
 */
export const fechamentoUseCases = ({ db, clock }: Deps) => {
  const fechar = async (
    auth: AuthContext,
    b: { competencia: string; empresaId: number },
  ): Promise<ExtratoFaturamento> => {
    const agora = clock();
    const atual = competenciaDe(instanteLocal(agora, FUSO_OPERADORA).data);
    if (b.competencia >= atual)
      throw new AppError(
        'COMPETENCIA_EM_ANDAMENTO',
        `Só se fecha um mês que já terminou: ${competenciaBr(b.competencia)} ainda não acabou.`,
        400,
        'competencia',
      );
    try {
      return await db.transaction(async (tx) => {
        const e = await findEmpresaCliente(tx, b.empresaId);
        const r = repo(tx, auth);
        if (await r.findFatura(e.id, b.competencia)) throw jaFechado(b.competencia);
        const preco = (await carregarPrecos(tx, auth))(e.id, b.competencia);
        if (!preco)
          throw new AppError(
            'EMPRESA_SEM_PLANO',
            `A empresa não tem plano com preço em ${competenciaBr(b.competencia)}: atribua um plano antes de fechar.`,
            409,
            'empresaId',
          );
        const faturados = await listFaturados(tx, e.id, b.competencia);
        const c = calcularCobranca(faturados.length, preco);
        const f = await r.insertFatura({
          clienteEmpresaId: e.id,
          competencia: b.competencia,
          empresaNome: e.nome,
          cnpj: e.cnpj,
          planoId: preco.planoId,
          planoNome: preco.planoNome,
          planoVersao: preco.versao,
          ativos: c.ativos,
          faixas: c.faixas,
          faixaAplicada: c.faixaAplicada,
          subtotalFaixasCentavos: c.subtotalFaixasCentavos,
          mensalidadeMinimaCentavos: c.mensalidadeMinimaCentavos,
          minimoAplicado: c.minimoAplicado,
          valorCentavos: c.valorCentavos,
          fechadoEm: agora,
          fechadoPor: auth.usuarioId,
        });
        await r.insertColaboradoresFatura(faturados.map((p) => ({ faturaId: f.id, ...p })));
        const depois = extratoFechado((await r.findFatura(e.id, b.competencia))!);
        await auditar(tx, auth, {
          entidade: 'fatura',
          entidadeId: f.id,
          acao: 'fechamento',
          antes: null,
          depois,
          em: agora,
        });
        return depois;
      });
    } catch (e) {
      // Dois fechamentos ao mesmo tempo: o índice único decide, o segundo recebe 409.
      if (isUnicidade(e)) throw jaFechado(b.competencia);
      throw e;
    }
  };

  return { fechar };
};
