import type { ConvocacaoWire } from '@jornada/contracts';
import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../../shared/auth-context.ts';
import { avisosIntermitente } from './intermitente.avisos.ts';

type Aviso = {
  empresaId: number;
  usuarioId: number;
  titulo: string;
  mensagem: string;
  url: string;
};

const avisos: Aviso[] = [];
const notificador = {
  notificar: (empresaId: number, usuarioId: number, m: Omit<Aviso, 'empresaId' | 'usuarioId'>) =>
    avisos.push({ empresaId, usuarioId, ...m }),
};
const rh = { empresaId: 2, usuarioId: 10 } as AuthContext;
const convocado = (usuarioId: number, extra: Partial<ConvocacaoWire['convocados'][number]>) => ({
  usuarioId,
  nome: `Pessoa ${usuarioId}`,
  situacao: 'aguardando' as const,
  prazoResposta: '2026-12-02T18:00',
  respostaEm: null,
  multa: null,
  ...extra,
});
const convocacao = (convocados: ConvocacaoWire['convocados']): ConvocacaoWire => ({
  id: 7,
  regraId: 1,
  contratanteId: 1,
  contratante: 'Loja Centro',
  grupoId: null,
  cargoId: null,
  localTrabalhoId: null,
  dataInicio: '2026-12-05',
  dataFim: '2026-12-06',
  horaEntrada: '08:00',
  horaSaida: '17:00',
  intervaloMinutos: 60,
  valorHora: 2000,
  remuneracaoPrevista: 32000,
  descricao: null,
  enviadaEm: '2026-12-01T09:00',
  status: 'ativas',
  interrompido: false,
  convocados,
});
const criador = async () => 10;

describe('avisos do trabalho intermitente (Web Push depois do commit)', () => {
  it('a convocação avisa cada convocado com o prazo de resposta; quem convocou não', async () => {
    avisos.length = 0;
    const { aoCriar } = avisosIntermitente(notificador, criador);
    const criar = aoCriar(async () => convocacao([convocado(21, {}), convocado(10, {})]));
    await criar(rh, {} as never);
    expect(avisos).toEqual([
      {
        empresaId: 2,
        usuarioId: 21,
        titulo: 'Nova convocação',
        mensagem:
          'Loja Centro: 05/12/2026 a 06/12/2026, das 08:00 às 17:00. Responda até 02/12/2026 18:00; sem resposta no prazo, vale como recusa.',
        url: '/#/dashboard/minhas-rotinas/convocacoes',
      },
    ]);
  });

  it('o aceite e a recusa chegam a quem convocou', async () => {
    avisos.length = 0;
    const { aoResponder } = avisosIntermitente(notificador, criador);
    const { convocados: _, ...base } = convocacao([]);
    const pessoa = { empresaId: 2, usuarioId: 21 } as AuthContext;
    const responder = aoResponder(async () => ({
      ...base,
      minha: convocado(21, { situacao: 'recusada' }),
    }));
    await responder(pessoa, { convocacaoId: 7, resposta: 'recusada' });
    expect(avisos).toMatchObject([
      {
        usuarioId: 10,
        titulo: 'Convocação recusada',
        mensagem: 'Pessoa 21 recusou a convocação de Loja Centro (05/12/2026 a 06/12/2026).',
      },
    ]);
  });

  it('a interrupção avisa quem não tinha recusado, com a multa de quem aceitou', async () => {
    avisos.length = 0;
    const { aoInterromper } = avisosIntermitente(notificador, criador);
    const interromper = aoInterromper(async () =>
      convocacao([
        convocado(21, {
          situacao: 'interrompida',
          multa: { devidaPor: 'empregador', valor: 16000, prazo: '2026-12-31' },
        }),
        convocado(22, { situacao: 'recusada' }),
        convocado(23, { situacao: 'interrompida' }),
      ]),
    );
    await interromper(rh, { convocacaoId: 7, motivoId: 1 } as never);
    expect(avisos.map((a) => a.usuarioId)).toEqual([21, 23]);
    expect(avisos[0]!.mensagem).toBe(
      'A convocação de Loja Centro (05/12/2026 a 06/12/2026) foi interrompida pelo empregador. Multa de R$ 160,00 devida pelo empregador até 31/12/2026 (CLT art. 452-A §4º).',
    );
    expect(avisos[1]!.mensagem).not.toContain('Multa');
  });
});
