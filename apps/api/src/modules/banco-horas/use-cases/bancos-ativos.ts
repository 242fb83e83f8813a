import type { Escopo } from '../../../shared/escopo.ts';
import { bancoHorasRepository } from '../banco-horas.repository.ts';

/**
 * Os bancos de horas ativos da empresa com o nome da configuração de cada um, por nome: a lista
 * de regras de `/api/base/bancohorasbase/regras` (o módulo base a recebe pelo buildApp).
 */
export const listBancosAtivos = async (escopo: Escopo) => {
  const repo = bancoHorasRepository(escopo);
  const [bancos, configuracoes] = await Promise.all([
    repo.cadastro('banco').list(),
    repo.cadastro('configuracao').list(),
  ]);
  const nomes = new Map(configuracoes.map((c) => [c.id, c.nome]));
  return bancos
    .filter((b) => b.ativo)
    .map((b) => ({ id: b.id, nome: b.nome, detalhe: nomes.get(b.configuracaoId) ?? null }))
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
};
