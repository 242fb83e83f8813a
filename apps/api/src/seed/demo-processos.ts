import type { CampoProcesso, EtapaProcesso } from '@jornada/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { processoInternoTipo } from '../modules/processo-interno/processo-interno.table.ts';

type Tipo = { nome: string; descricao: string; campos: CampoProcesso[]; etapas: EtapaProcesso[] };

const campo = (
  chave: string,
  rotulo: string,
  tipo: CampoProcesso['tipo'],
  obrigatorio = true,
  opcoes: string[] = [],
): CampoProcesso => ({ chave, rotulo, tipo, obrigatorio, opcoes });

/** Tipos de processo interno da demo (o RH pode mudá-los na tela de processos internos). */
export const TIPOS_PROCESSO_DEMO: Tipo[] = [
  {
    nome: 'Adiantamento salarial',
    descricao: 'Adiantamento de parte do salário do mês, descontado na folha.',
    campos: [campo('valor', 'Valor (R$)', 'Numero'), campo('motivo', 'Motivo', 'Texto', false)],
    etapas: ['Gestor', 'Rh'],
  },
  {
    nome: 'Declaração de vínculo',
    descricao: 'Declaração de vínculo empregatício para banco, escola ou órgão público.',
    campos: [
      campo('finalidade', 'Finalidade', 'Selecao', true, [
        'Banco',
        'Escola',
        'Órgão público',
        'Outra',
      ]),
      campo('observacao', 'Observação', 'Texto', false),
    ],
    etapas: ['Rh'],
  },
  {
    nome: 'Alteração de conta bancária',
    descricao: 'Nova conta para o crédito do salário, com o comprovante da conta.',
    campos: [
      campo('banco', 'Banco', 'Texto'),
      campo('agencia', 'Agência', 'Texto'),
      campo('conta', 'Conta', 'Texto'),
      campo('comprovante', 'Comprovante da conta', 'Arquivo'),
    ],
    etapas: ['Gestor', 'Rh'],
  },
];

/** Semeia os tipos de processo interno (idempotente: nada se a empresa já tem algum tipo). */
export const semearProcessosDemo = async (db: Db, empresaId: number, agora: Date) => {
  const [existe] = await db
    .select({ id: processoInternoTipo.id })
    .from(processoInternoTipo)
    .where(eq(processoInternoTipo.empresaId, empresaId))
    .limit(1);
  if (existe) return;
  await db
    .insert(processoInternoTipo)
    .values(TIPOS_PROCESSO_DEMO.map((t) => ({ ...t, empresaId, ativo: true, criadoEm: agora })));
};
