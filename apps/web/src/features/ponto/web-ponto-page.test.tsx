import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { corpoErro400, instalarFakeFetch, type RespostaFake } from '../../../test/fake-api.ts';
import { marcacaoFixture } from '../../../test/fixtures.ts';
import { entrarComo, renderApp } from '../../../test/render-app.tsx';
import { dayjs } from '../../lib/dayjs.ts';
import { createArmazenamentoEmMemoria, definirArmazenamentoPendentes } from './pendentes-store.ts';

const WEB_PONTO = '/#/dashboard/minhas-rotinas/web-ponto';

const diaResumido = (marcacoes = [marcacaoFixture()]) => ({
  body: { success: true, error: null, data: { data: '2026-11-22', marcacoes } },
});

const pontoRegistrado = (hora = '12:01') => ({
  body: {
    Success: true,
    Data: {
      marcacao: marcacaoFixture({ id: 2, nsr: 102, hora, dataHora: `2026-11-22T${hora}:00-03:00` }),
      comprovanteId: 'CMP-0102',
    },
    Mensagem: 'Marcação registrada.',
    Error: null,
  },
});

beforeEach(() => {
  // Só o Date é falso: o relógio fica determinístico e os timers do React seguem reais.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, 9, 5, 7));
  definirArmazenamentoPendentes(createArmazenamentoEmMemoria());
  entrarComo();
});

const falhaDeRede = (): never => {
  throw new TypeError('Failed to fetch');
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('registrar ponto pela web', () => {
  it('mostra o relógio com segundos e a data por extenso em pt-BR', async () => {
    instalarFakeFetch({ 'GET /api/main/monolito/dia-resumido': () => diaResumido() });
    renderApp(WEB_PONTO);
    expect(await screen.findByRole('timer', { name: 'Hora atual' })).toHaveTextContent('09:05:07');
    expect(screen.getAllByText('domingo, 22 de novembro de 2026').length).toBeGreaterThan(0);
  });

  it('lista as marcações de hoje com hora, NSR e o selo "duplicada"', async () => {
    const { chamadas } = instalarFakeFetch({
      'GET /api/main/monolito/dia-resumido': () =>
        diaResumido([
          marcacaoFixture({ id: 1, nsr: 101, hora: '08:02:31' }),
          marcacaoFixture({ id: 2, nsr: 102, hora: '08:03', duplicada: true }),
        ]),
    });
    renderApp(WEB_PONTO);
    const tabela = await screen.findByRole('table', { name: 'Marcações de hoje' });
    const linhas = within(tabela).getAllByRole('row');
    expect(linhas[1]).toHaveTextContent('08:02');
    expect(linhas[1]).toHaveTextContent('101');
    expect(linhas[1]).not.toHaveTextContent('duplicada');
    expect(linhas[2]).toHaveTextContent('102');
    expect(within(linhas[2]!).getByText('duplicada')).toBeInTheDocument();
    const consulta = chamadas.find((c) => c.url.pathname === '/api/main/monolito/dia-resumido');
    expect(consulta?.url.searchParams.get('data')).toBe('2026-11-22');
    expect(consulta?.headers.get('authorization')).toBe('Bearer token-de-acesso');
    expect(consulta?.headers.get('usuarioid')).toBe('7');
  });

  it('dia sem marcações mostra o estado vazio', async () => {
    instalarFakeFetch({ 'GET /api/main/monolito/dia-resumido': () => diaResumido([]) });
    renderApp(WEB_PONTO);
    expect(await screen.findByText('Nenhuma marcação hoje')).toBeInTheDocument();
  });

  it('registra o ponto, avisa a hora e o comprovante e recarrega a lista', async () => {
    let marcacoes = [marcacaoFixture()];
    const { chamadas } = instalarFakeFetch({
      'GET /api/main/monolito/dia-resumido': () => diaResumido(marcacoes),
      'POST /api/main/MarcarPonto3': () => {
        marcacoes = [...marcacoes, marcacaoFixture({ id: 2, nsr: 102, hora: '12:01' })];
        return pontoRegistrado('12:01');
      },
    });
    renderApp(WEB_PONTO);
    await screen.findByRole('table', { name: 'Marcações de hoje' });
    await userEvent.click(screen.getByRole('button', { name: 'Registrar ponto' }));

    expect(await screen.findByText('Ponto registrado às 12:01')).toBeInTheDocument();
    expect(screen.getByText('Comprovante CMP-0102')).toBeInTheDocument();
    const post = chamadas.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ origem: 'navegador', eventoId: expect.any(String) });
    expect(post?.body).not.toHaveProperty('offline');
    expect(post?.headers.get('authorization')).toBe('Bearer token-de-acesso');
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Marcações de hoje' })).getByText('102'),
      ).toBeInTheDocument(),
    );
    expect(screen.getByText(/12:01 · NSR 102 · comprovante CMP-0102/)).toBeInTheDocument();
  });

  it('desabilita o botão enquanto envia e não registra duas vezes', async () => {
    let responder: (r: RespostaFake) => void = () => {};
    const { chamadas } = instalarFakeFetch({
      'GET /api/main/monolito/dia-resumido': () => diaResumido(),
      'POST /api/main/MarcarPonto3': () =>
        new Promise<RespostaFake>((resolve) => (responder = resolve)),
    });
    renderApp(WEB_PONTO);
    const botao = await screen.findByRole('button', { name: 'Registrar ponto' });
    await userEvent.dblClick(botao);
    await userEvent.click(botao);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Registrar ponto' })).toBeDisabled(),
    );
    responder(pontoRegistrado('12:01'));
    expect(await screen.findByText('Ponto registrado às 12:01')).toBeInTheDocument();
    expect(chamadas.filter((c) => c.method === 'POST')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Registrar ponto' })).toBeEnabled(),
    );
  });

  it('erro 400 mostra a Mensagem do servidor', async () => {
    instalarFakeFetch({
      'GET /api/main/monolito/dia-resumido': () => diaResumido(),
      'POST /api/main/MarcarPonto3': () => ({
        status: 400,
        body: corpoErro400(
          'Marcação pela web desabilitada para este usuário.',
          'MARCACAO_WEB_DESABILITADA',
        ),
      }),
    });
    renderApp(WEB_PONTO);
    await userEvent.click(await screen.findByRole('button', { name: 'Registrar ponto' }));
    expect(
      await screen.findByText('Marcação pela web desabilitada para este usuário.'),
    ).toBeInTheDocument();
  });

  it('erro ao carregar o dia mostra a mensagem e permite tentar de novo', async () => {
    let falhar = true;
    instalarFakeFetch({
      'GET /api/main/monolito/dia-resumido': () =>
        falhar
          ? { status: 400, body: corpoErro400('data: use o formato AAAA-MM-DD') }
          : diaResumido(),
    });
    renderApp(WEB_PONTO);
    expect(await screen.findByRole('alert')).toHaveTextContent('data: use o formato AAAA-MM-DD');
    falhar = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: 'Marcações de hoje' })).toBeInTheDocument();
  });

  it('sem rede guarda a marcação como pendente de envio e a envia quando a conexão volta', async () => {
    let rede = false;
    const { chamadas } = instalarFakeFetch({
      'GET /api/main/monolito/dia-resumido': () => (rede ? diaResumido() : falhaDeRede()),
      'POST /api/main/MarcarPonto3': () => {
        if (!rede) return falhaDeRede();
        return {
          body: {
            Success: true,
            Data: {
              marcacao: marcacaoFixture({
                id: 9,
                nsr: 109,
                hora: '09:05',
                offline: true,
                dataHora: '2026-11-22T09:05:00-03:00',
                dataHoraDispositivo: '2026-11-22T09:05:07-03:00',
              }),
              comprovanteId: 'ABCDEF0123456789ABCD',
            },
            Mensagem: null,
            Error: null,
          },
        };
      },
    });
    renderApp(WEB_PONTO);
    await userEvent.click(await screen.findByRole('button', { name: 'Registrar ponto' }));

    const tabela = await screen.findByRole('table', { name: 'Marcações off-line' });
    expect(within(tabela).getByText('pendente de envio')).toBeInTheDocument();
    expect(within(tabela).getByText('22/11/2026 09:05')).toBeInTheDocument();
    expect(await screen.findByText('Sem conexão')).toBeInTheDocument();
    // O relógio segue andando sem rede.
    expect(screen.getByRole('timer', { name: 'Hora atual' })).toHaveTextContent('09:05:07');

    const primeira = chamadas.find((c) => c.method === 'POST');
    const eventoId = (primeira?.body as { eventoId: string } | undefined)?.eventoId;
    expect(eventoId).toMatch(UUID);

    rede = true;
    window.dispatchEvent(new Event('online'));

    expect(await within(tabela).findByText('enviada')).toBeInTheDocument();
    expect(within(tabela).queryByText('pendente de envio')).not.toBeInTheDocument();
    expect(
      within(tabela).getByRole('button', { name: 'Comprovante ABCDEF0123456789ABCD' }),
    ).toBeInTheDocument();
    const reenvio = chamadas.filter((c) => c.method === 'POST').at(-1);
    expect(reenvio?.body).toEqual({
      origem: 'navegador',
      eventoId,
      offline: true,
      dataHoraDispositivo: dayjs(new Date(2026, 10, 22, 9, 5, 7)).format('YYYY-MM-DDTHH:mm:ssZ'),
    });
  });

  it('ao abrir a tela envia as marcações que ficaram pendentes', async () => {
    const armazenamento = createArmazenamentoEmMemoria();
    await armazenamento.guardar({
      eventoId: '5b0f6a2e-1d3c-4a8e-9f10-2b3c4d5e6f70',
      dataHoraDispositivo: '2026-11-22T07:58:00-03:00',
    });
    definirArmazenamentoPendentes(armazenamento);
    const { chamadas } = instalarFakeFetch({
      'GET /api/main/monolito/dia-resumido': () => diaResumido(),
      'POST /api/main/MarcarPonto3': () => pontoRegistrado('07:58'),
    });
    renderApp(WEB_PONTO);
    const tabela = await screen.findByRole('table', { name: 'Marcações off-line' });
    expect(await within(tabela).findByText('enviada')).toBeInTheDocument();
    expect(await armazenamento.listar()).toEqual([]);
    expect(chamadas.find((c) => c.method === 'POST')?.body).toMatchObject({
      eventoId: '5b0f6a2e-1d3c-4a8e-9f10-2b3c4d5e6f70',
      offline: true,
      dataHoraDispositivo: '2026-11-22T07:58:00-03:00',
    });
  });

  it('o botão Comprovante baixa o PDF com o token e o abre numa nova aba', async () => {
    const aba = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(aba as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:comprovante');
    URL.revokeObjectURL = vi.fn();
    const { chamadas } = instalarFakeFetch({
      'GET /api/main/monolito/dia-resumido': () => diaResumido(),
      'POST /api/main/MarcarPonto3': () => pontoRegistrado('12:01'),
      'GET /api/main/comprovantes/CMP-0102/pdf': () => ({ body: { pdf: true } }),
    });
    renderApp(WEB_PONTO);
    await userEvent.click(await screen.findByRole('button', { name: 'Registrar ponto' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Comprovante CMP-0102' }));
    await waitFor(() => expect(aba.location.href).toBe('blob:comprovante'));
    const pdf = chamadas.find((c) => c.url.pathname.endsWith('/pdf'));
    expect(pdf?.headers.get('authorization')).toBe('Bearer token-de-acesso');
  });
});
