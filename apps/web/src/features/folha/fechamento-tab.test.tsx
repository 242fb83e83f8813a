import type { Fechamento, StatusCompetencia, VerificacaoFechamento } from '@jornada/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { FechamentoTab } from './fechamento-tab.tsx';
import { B, erro, LIMITE, ok } from './folha.fixtures.ts';
import { mesAnterior } from './folha-formato.ts';

const { ano, mes } = mesAnterior();

const fechamento = (extra: Partial<Fechamento> = {}): Fechamento => ({
  id: 7,
  ano,
  mes,
  escopo: 'departamento',
  filialId: null,
  departamentoId: 3,
  alcance: 'Administrativo',
  status: 'fechado',
  colaboradores: 14,
  avisosAceitos: 1,
  diferencas: 0,
  fechadoPor: 'Rita RH',
  fechadoEm: '2026-11-16T13:30:00.000Z',
  reabertoPor: null,
  reabertoEm: null,
  motivoReabertura: null,
  ...extra,
});

const status = (s: StatusCompetencia['status'], fechados = 0): StatusCompetencia => ({
  ano,
  mes,
  status: s,
  colaboradores: 14,
  fechados,
  fechamentos: [],
});

const verificacao = (bloqueantes: number): VerificacaoFechamento => ({
  ano,
  mes,
  colaboradores: 14,
  bloqueantes,
  avisos: 1,
  podeFechar: bloqueantes === 0,
  items: [
    ...(bloqueantes > 0
      ? [
          {
            usuarioId: 9,
            nome: 'Ana Silva Souza',
            data: `${ano}-${String(mes).padStart(2, '0')}-08`,
            tipo: 'marcacoesImpares' as const,
            bloqueia: true,
            descricao: '3 marcação(ões) no dia: falta uma entrada ou uma saída.',
          },
        ]
      : []),
    {
      usuarioId: 10,
      nome: 'Bruno Almeida Lima',
      data: `${ano}-${String(mes).padStart(2, '0')}-14`,
      tipo: 'faltaSemJustificativa',
      bloqueia: false,
      descricao: 'Falta sem justificativa: o dia será descontado na folha.',
    },
  ],
  total: bloqueantes + 1,
  pageNumber: 1,
  pageSize: 25,
});

const base = {
  'GET /api/base/filter/filiais': () => ok([]),
  'GET /api/base/filter/departamentos': () => ok([{ id: 3, nome: 'Administrativo' }]),
};

describe('aba Fechamento', LIMITE, () => {
  it('lista as divergências que impedem fechar e mantém o botão de fechar desligado', async () => {
    instalarFakeFetch({
      ...base,
      [`GET ${B}/fechamento/status`]: () => ok(status('aberta')),
      [`GET ${B}/fechamento`]: () => ok({ items: [], total: 0, pageNumber: 1, pageSize: 10 }),
      [`GET ${B}/fechamento/divergencias`]: () => ok(verificacao(1)),
    });
    renderComProviders(<FechamentoTab />);
    expect(await screen.findByText(/0 de 14 colaborador\(es\) fechados/)).toBeInTheDocument();
    expect(await screen.findByText('Nenhum fechamento')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verificar divergências' }));
    expect(await screen.findByText('Há divergências que impedem o fechamento')).toBeInTheDocument();
    const tabela = screen.getByRole('table', { name: 'Divergências da competência' });
    expect(within(tabela).getByText('Ana Silva Souza')).toBeInTheDocument();
    expect(within(tabela).getByText('Marcações ímpares')).toBeInTheDocument();
    expect(within(tabela).getByText('Impede o fechamento')).toBeInTheDocument();
    expect(within(tabela).getByText('Aviso')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fechar competência' })).toBeDisabled();
  });

  it('fecha com confirmação, aceitando os avisos, e mostra o resultado', async () => {
    let fechada = false;
    const { chamadas } = instalarFakeFetch({
      ...base,
      [`GET ${B}/fechamento/status`]: () => ok(fechada ? status('fechada', 14) : status('aberta')),
      [`GET ${B}/fechamento`]: () =>
        ok(
          fechada
            ? { items: [fechamento()], total: 1, pageNumber: 1, pageSize: 10 }
            : { items: [], total: 0, pageNumber: 1, pageSize: 10 },
        ),
      [`GET ${B}/fechamento/divergencias`]: () => ok(verificacao(0)),
      [`POST ${B}/fechamento`]: () => {
        fechada = true;
        return ok(fechamento());
      },
    });
    renderComProviders(<FechamentoTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Verificar divergências' }));
    expect(await screen.findByText('Pronta para fechar')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar competência' }));
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText(/Há 1 aviso\(s\) na competência/)).toBeInTheDocument();
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Fechar competência' }));
    expect(await screen.findByText('Competência fechada')).toBeInTheDocument();
    const post = chamadas.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ ano, mes, aceitarAvisos: true });
    expect(await screen.findByText(/14 de 14 colaborador\(es\) fechados/)).toBeInTheDocument();
    const historico = await screen.findByRole('table', { name: 'Histórico de fechamentos' });
    expect(within(historico).getByText('Departamento Administrativo')).toBeInTheDocument();
  });

  it('reabre pedindo o motivo e mostra o erro do servidor', async () => {
    const { chamadas } = instalarFakeFetch({
      ...base,
      [`GET ${B}/fechamento/status`]: () => ok(status('fechada', 14)),
      [`GET ${B}/fechamento`]: () =>
        ok({ items: [fechamento()], total: 1, pageNumber: 1, pageSize: 10 }),
      [`POST ${B}/fechamento/7/reabertura`]: (req) =>
        (req.body as { motivo: string }).motivo.startsWith('Erro')
          ? erro(409, 'Este fechamento já foi reaberto.')
          : ok(fechamento({ status: 'reaberto' })),
    });
    renderComProviders(<FechamentoTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reabrir' }));
    const dialogo = await screen.findByRole('dialog');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Reabrir competência' }));
    expect(
      await within(dialogo).findByText('Motivo da reabertura: informe ao menos 5 caracteres.'),
    ).toBeInTheDocument();
    const motivo = within(dialogo).getByLabelText(/Motivo da reabertura/);
    await userEvent.type(motivo, 'Erro de teste');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Reabrir competência' }));
    expect(
      await within(dialogo).findByText('Este fechamento já foi reaberto.'),
    ).toBeInTheDocument();
    await userEvent.clear(motivo);
    await userEvent.type(motivo, 'Marcações esquecidas');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Reabrir competência' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      chamadas.filter((c) => c.url.pathname.endsWith('/reabertura')).map((c) => c.body),
    ).toEqual([{ motivo: 'Erro de teste' }, { motivo: 'Marcações esquecidas' }]);
  });

  it('falha na verificação mostra a mensagem do servidor', async () => {
    instalarFakeFetch({
      ...base,
      [`GET ${B}/fechamento/status`]: () => ok(status('aberta')),
      [`GET ${B}/fechamento`]: () => ok({ items: [], total: 0, pageNumber: 1, pageSize: 10 }),
      [`GET ${B}/fechamento/divergencias`]: () =>
        erro(400, 'mes: a competência ainda não terminou.', 'mes'),
    });
    renderComProviders(<FechamentoTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Verificar divergências' }));
    expect(await screen.findByText('mes: a competência ainda não terminou.')).toBeInTheDocument();
  });
});
