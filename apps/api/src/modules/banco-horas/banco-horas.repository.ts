import type { Escopo } from '../../shared/escopo.ts';
import { cadastroRepository } from './banco-horas-cadastro.repository.ts';
import { estornoRepository } from './banco-horas-estorno.repository.ts';
import { movimentoRepository } from './banco-horas-movimento.repository.ts';
import { pagamentoRepository } from './banco-horas-pagamento.repository.ts';
import { pessoasRepository } from './banco-horas-pessoas.repository.ts';

export type { TabelaCadastro } from './banco-horas-cadastro.repository.ts';

/** As consultas do banco de horas, por assunto em quatro arquivos; quem usa vê um repositório só. */
export const bancoHorasRepository = (escopo: Escopo) => ({
  ...cadastroRepository(escopo),
  ...pessoasRepository(escopo),
  ...movimentoRepository(escopo),
  ...pagamentoRepository(escopo),
  ...estornoRepository(escopo),
});
export type BancoHorasRepository = ReturnType<typeof bancoHorasRepository>;
