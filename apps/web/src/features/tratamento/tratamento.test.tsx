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

  it('inclui uma marcação: valida a hora e avisa "Solicitação de inclusão realizada"', async () => {
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
    expect(await screen.findByText('Solicitação de inclusão realizada')).toBeInTheDocument();
    const post = chamadas.find((c) => c.url.pathname === '/api/main/IncluirMarcacao');
    expect(post?.body).toEqual({ data: '2026-11-22', hora: '18:00', motivoId: 1 });
  });
});

/** Campos do FormData enviado ao caminho (o fake só lê corpos JSON). */
const formDataEnviado = (fake: ReturnType<typeof instalarFakeFetch>['fake'], caminho: string) => {
  const chamada = fake.mock.calls.find(([url]) => String(url).startsWith(`/api/main${caminho}`));
  const corpo = chamada?.[1]?.body;
  expect(corpo).toBeInstanceOf(FormData);
  return corpo as FormData;
};

const anexoDeInput = (dialogo: HTMLElement) =>
  dialogo.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

describe('editar e alterar o dia de uma marcação, com anexo', { timeout: 30_000 }, () => {
  it('editar a hora envia multipart com a nova hora e o atestado em PDF', async () => {
    entrarComo();
    const { fake } = rotasColaborador({
      'POST /api/main/EditarMarcacao': () =>
        envelope({
          tratamentos: [
            tratamento({ grupo: 'g1', temAnexo: true }),
            tratamento({ id: 32, tipo: 'inclusao', hora: '08:05', grupo: 'g1', temAnexo: true }),
          ],
        }),
    });
    const tabela = await abrirHistorico();
    await userEvent.click(within(tabela).getByRole('button', { name: 'Editar 21/11/2026 08:02' }));
    const dialogo = await escolherMotivo('Esquecimento');
    expect(dialogo).toHaveTextContent('Editar marcação de 21/11/2026 às 08:02');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar edição' }));
    expect(
      await within(dialogo).findByText('Nova hora: informe a hora no formato HH:MM.'),
    ).toBeInTheDocument();
    await userEvent.type(within(dialogo).getByRole('textbox', { name: /^Nova hora/ }), '0805');
    const pdf = new File(['%PDF-1.4 atestado'], 'atestado.pdf', { type: 'application/pdf' });
    await userEvent.upload(anexoDeInput(dialogo), pdf);
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar edição' }));
    expect(await screen.findByText('Solicitação de alteração realizada')).toBeInTheDocument();
    const form = formDataEnviado(fake, '/EditarMarcacao');
    expect(form.get('marcacaoId')).toBe('5');
    expect(form.get('origem')).toBe('original');
    expect(form.get('motivoId')).toBe('1');
    expect(form.get('novaHora')).toBe('08:05');
    expect((form.get('anexo') as File).name).toBe('atestado.pdf');
  });

  it('alterar o dia: exige o novo dia e envia multipart mesmo sem anexo', async () => {
    entrarComo();
    const { fake } = rotasColaborador({
      'POST /api/main/AlterarDataMarcacao': () =>
        envelope({
          tratamentos: [tratamento({ tipo: 'alteracao-data', status: 'ParaAprovar' })],
        }),
    });
    const tabela = await abrirHistorico();
    await userEvent.click(
      within(tabela).getByRole('button', { name: 'Alterar dia de 21/11/2026 08:02' }),
    );
    const dialogo = await escolherMotivo('Esquecimento');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Alterar dia' }));
    expect(
      await within(dialogo).findByText('Novo dia: selecione o dia em que a marcação deve contar.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialogo).getByRole('combobox', { name: /^Novo dia/ }));
    expect(within(dialogo).queryByRole('option', { name: '21/11/2026' })).toBeNull();
    await userEvent.click(await within(dialogo).findByRole('option', { name: '20/11/2026' }));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Alterar dia' }));
    expect(await screen.findByText('Dia alterado com sucesso!')).toBeInTheDocument();
    const form = formDataEnviado(fake, '/AlterarDataMarcacao');
    expect(form.get('novaData')).toBe('2026-11-20');
    expect(form.get('marcacaoId')).toBe('5');
    expect(form.get('anexo')).toBeNull();
  });

  it('anexo fora de PDF/JPG/PNG ou acima de 5 MB é barrado com a mensagem do campo', async () => {
    entrarComo();
    const { fake } = rotasColaborador({});
    const usuario = userEvent.setup({ applyAccept: false });
    const tabela = await abrirHistorico();
    await usuario.click(
      within(tabela).getByRole('button', { name: 'Desconsiderar 21/11/2026 08:02' }),
    );
    const dialogo = await escolherMotivo('Esquecimento');
    await usuario.upload(
      anexoDeInput(dialogo),
      new File(['texto'], 'nota.txt', { type: 'text/plain' }),
    );
    expect(
      await within(dialogo).findByText('Anexo: envie um arquivo PDF, JPG ou PNG.'),
    ).toBeInTheDocument();
    await usuario.upload(
      anexoDeInput(dialogo),
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' }),
    );
    expect(
      await within(dialogo).findByText('Anexo: o arquivo passa do limite de 5 MB.'),
    ).toBeInTheDocument();
    await usuario.click(within(dialogo).getByRole('button', { name: 'Desconsiderar' }));
    expect(
      within(dialogo).getByText('Anexo: o arquivo passa do limite de 5 MB.'),
    ).toBeInTheDocument();
    expect(fake.mock.calls.some(([url]) => String(url).includes('/DesconsiderarMarcacao'))).toBe(
      false,
    );
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

  it('baixa o anexo do pedido com o bearer da sessão', async () => {
    entrarRh();
    URL.createObjectURL = vi.fn(() => 'blob:anexo');
    URL.revokeObjectURL = vi.fn();
    const pedidos: { url: string; init: RequestInit }[] = [];
    const pendentes = [{ ...tratamento({ temAnexo: true }), usuarioNome: 'João Souza' }];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
        pedidos.push({ url: String(url), init });
        if (String(url).startsWith('/api/main/tratamentos/31/anexo'))
          return new Response('%PDF-1.4', {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="atestado.pdf"',
            },
          });
        return new Response(
          JSON.stringify(
            envelope({ items: pendentes, total: 1, pageNumber: 1, pageSize: 500 }).body,
          ),
          { headers: { 'content-type': 'application/json' } },
        );
      }),
    );
    renderApp('/#/dashboard/admin/tratamento');
    const tabela = await screen.findByRole('table', { name: 'Pedidos aguardando aprovação' });
    await userEvent.click(
      within(tabela).getByRole('button', {
        name: 'Baixar anexo do pedido de João Souza (Desconsideração)',
      }),
    );
    await vi.waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1));
    const anexo = pedidos.find((p) => p.url.startsWith('/api/main/tratamentos/31/anexo'))!;
    expect(new Headers(anexo.init.headers).get('authorization')).toMatch(/^Bearer /);
  });
});
