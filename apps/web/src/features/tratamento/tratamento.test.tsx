import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { corpoErro400, instalarFakeFetch } from '../../../test/fake-api.ts';
import { item, loginRespostaFixture } from '../../../test/fixtures.ts';
import { entrarComo, renderApp } from '../../../test/render-app.tsx';

const envelope = (Data: unknown) => ({
  body: { Success: true, Data, Mensagem: null, Error: null },
});

const tratamento = (parcial: Record<string, unknown> = {}) => ({
  id: 31,
  tipo: 'desconsideracao',
  status: 'ParaAprovar',
  usuarioId: 7,
  data: '2026-11-21',
  hora: null,
  motivo: 'Marcação indevida',
  observacao: 'Cliquei duas vezes',
  autorId: 7,
  criadoEm: '2026-11-22T09:00:00-03:00',
  decididoPorId: null,
  decididoEm: null,
  decisaoObservacao: null,
  temAnexo: false,
  grupo: null,
  ...parcial,
});

const marcacao = (parcial: Record<string, unknown> = {}) => ({
  chave: 'o:5',
  id: 5,
  origem: 'original',
  data: '2026-11-21',
  dataMarcacao: '2026-11-21',
  hora: '08:02',
  nsr: 105,
  duplicada: false,
  offline: false,
  desconsiderada: false,
  pendente: false,
  contabiliza: true,
  motivo: null,
  comprovanteId: 'A1B2C3D4E5F60718293A',
  tratamentos: [],
  ...parcial,
});

const historico = (items: unknown[]) =>
  envelope({ items, total: items.length, pageNumber: 1, pageSize: 500, inicio: '', fim: '' });

const MOTIVOS = envelope([
  { id: 1, descricao: 'Esquecimento', exigeObservacao: false },
  { id: 2, descricao: 'Marcação indevida', exigeObservacao: true },
]);

const rotasColaborador = (extra: Record<string, Parameters<typeof instalarFakeFetch>[0][string]>) =>
  instalarFakeFetch({
    'GET /api/main/monolito/dia-resumido': () => ({
      body: { success: true, error: null, data: { data: '2026-11-22', marcacoes: [] } },
    }),
    'GET /api/main/CarregarMotivosMarcacao': () => MOTIVOS,
    'GET /api/main/CarregarHistoricoMarcacao': () =>
      historico([
        marcacao(),
        marcacao({ chave: 'o:6', id: 6, hora: '12:00', desconsiderada: true }),
      ]),
    ...extra,
  });

const abrirHistorico = async () => {
  renderApp('/#/dashboard/minhas-rotinas/web-ponto');
  await userEvent.click(
    await screen.findByRole('button', { name: 'Histórico e tratamento de marcações' }),
  );
  return screen.findByRole('table', { name: 'Histórico de marcações' });
};

const escolherMotivo = async (nome: string) => {
  const dialogo = await screen.findByRole('dialog');
  await userEvent.click(await within(dialogo).findByRole('combobox', { name: /Motivo/ }));
  await userEvent.click(await within(dialogo).findByRole('option', { name: nome }));
  return dialogo;
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, 9, 5, 7));
});

describe('tratamento de marcações pelo colaborador', { timeout: 20_000 }, () => {
  it('justifica uma marcação com o motivo escolhido', async () => {
    entrarComo();
    const { chamadas } = rotasColaborador({
      'POST /api/main/AlterarMarcacao': () => envelope({ tratamentos: [tratamento()] }),
    });
    const tabela = await abrirHistorico();
    await userEvent.click(
      within(tabela).getByRole('button', { name: 'Justificar 21/11/2026 08:02' }),
    );
    const dialogo = await escolherMotivo('Esquecimento');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Justificar' }));
    expect(await screen.findByText('Marcação Justificada')).toBeInTheDocument();
    const post = chamadas.find((c) => c.url.pathname === '/api/main/AlterarMarcacao');
    expect(post?.body).toEqual({ marcacaoId: 5, origem: 'original', motivoId: 1 });
  });

  it('motivo que exige observação barra o envio e erro do servidor vira "Erro ao desconsiderar ponto"', async () => {
    entrarComo();
    rotasColaborador({
      'POST /api/main/DesconsiderarMarcacao': () => ({
        status: 400,
        body: corpoErro400('Marcação já desconsiderada.'),
      }),
    });
    const tabela = await abrirHistorico();
    await userEvent.click(
      within(tabela).getByRole('button', { name: 'Desconsiderar 21/11/2026 08:02' }),
    );
    const dialogo = await escolherMotivo('Marcação indevida');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Desconsiderar' }));
    expect(
      await within(dialogo).findByText('Observação: obrigatória para este motivo.'),
    ).toBeInTheDocument();
    await userEvent.type(within(dialogo).getByLabelText(/Observação/), 'Cliquei duas vezes');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Desconsiderar' }));
    expect(await screen.findByText('Erro ao desconsiderar ponto')).toBeInTheDocument();
    expect(screen.getByText('Marcação já desconsiderada.')).toBeInTheDocument();
  });

  it('restaura uma marcação desconsiderada', async () => {
    entrarComo();
    rotasColaborador({
      'POST /api/main/RestaurarMarcacao': () =>
        envelope({ tratamentos: [tratamento({ tipo: 'restauracao' })] }),
    });
    const tabela = await abrirHistorico();
    await userEvent.click(
      within(tabela).getByRole('button', { name: 'Restaurar 21/11/2026 12:00' }),
    );
    const dialogo = await escolherMotivo('Esquecimento');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Restaurar' }));
    expect(await screen.findByText('Solicitação de restauração realizada')).toBeInTheDocument();
  });

  it('inclui uma marcação: valida a hora e avisa "Dia alterado com sucesso!"', async () => {
    entrarComo();
    const { chamadas } = rotasColaborador({
      'POST /api/main/IncluirMarcacao': () =>
        envelope({ tratamentos: [tratamento({ tipo: 'inclusao', hora: '18:00' })] }),
    });
    await abrirHistorico();
    await userEvent.click(screen.getByRole('button', { name: 'Incluir marcação' }));
    const dialogo = await escolherMotivo('Esquecimento');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Incluir' }));
    expect(
      await within(dialogo).findByText('Hora: informe a hora no formato HH:MM.'),
    ).toBeInTheDocument();
    await userEvent.type(within(dialogo).getByRole('textbox', { name: /^Hora/ }), '1800');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Incluir' }));
    expect(await screen.findByText('Dia alterado com sucesso!')).toBeInTheDocument();
    const post = chamadas.find((c) => c.url.pathname === '/api/main/IncluirMarcacao');
    expect(post?.body).toEqual({ data: '2026-11-22', hora: '18:00', motivoId: 1 });
  });
});

describe('fila de aprovação do RH', { timeout: 20_000 }, () => {
  const entrarRh = () =>
    entrarComo(
      loginRespostaFixture({
        MenuAdmin: [item('/dashboard/admin/tratamento', 'Tratamento de marcações')],
      }),
    );

  it('aprova um pedido depois de confirmar', async () => {
    entrarRh();
    let pendentes = [{ ...tratamento(), usuarioNome: 'João Souza' }];
    const { chamadas } = instalarFakeFetch({
      'GET /api/main/tratamentos': () =>
        envelope({ items: pendentes, total: pendentes.length, pageNumber: 1, pageSize: 500 }),
      'POST /api/main/tratamentos/31/decisao': () => {
        pendentes = [];
        return envelope({ tratamentos: [tratamento({ status: 'Aprovada' })] });
      },
    });
    renderApp('/#/dashboard/admin/tratamento');
    const tabela = await screen.findByRole('table', { name: 'Pedidos aguardando aprovação' });
    expect(tabela).toHaveTextContent('João Souza');
    expect(tabela).toHaveTextContent('Desconsideração');
    await userEvent.click(
      within(tabela).getByRole('button', {
        name: 'Aprovar pedido de João Souza (Desconsideração)',
      }),
    );
    const dialogo = await screen.findByRole('dialog');
    expect(dialogo).toHaveTextContent(
      'Aprovar o pedido de desconsideração de João Souza em 21/11/2026?',
    );
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText('Tratamento aprovado.')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum pedido aguardando aprovação')).toBeInTheDocument();
    const decisao = chamadas.find((c) => c.url.pathname.endsWith('/decisao'));
    expect(decisao?.body).toEqual({ status: 'Aprovada' });
    expect(chamadas[0]?.url.searchParams.get('status')).toBe('ParaAprovar');
  });
});
