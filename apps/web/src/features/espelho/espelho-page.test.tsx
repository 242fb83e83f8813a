import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { item, loginRespostaFixture, usuarioFixture } from '../../../test/fixtures.ts';
import { entrarComo, renderApp } from '../../../test/render-app.tsx';
import { envelope, espelhoFixture } from './espelho.fixtures.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-08T12:00:00-03:00'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('meu espelho de ponto', () => {
  it('mostra os dias com marcações e fontes, os totais e a explicação do dia', async () => {
    const { chamadas } = instalarFakeFetch({
      'GET /api/espelho': () => envelope(espelhoFixture()),
    });
    entrarComo();
    renderApp('/#/dashboard/minhas-rotinas/espelho');

    const tabela = await screen.findByRole('table', { name: 'Dias do espelho' });
    const linha = within(tabela)
      .getByRole('rowheader', { name: /05\/01 SEG/ })
      .closest('tr');
    if (!linha) throw new Error('linha do dia 05/01 não encontrada');
    const celulas = within(linha);
    expect(celulas.getByText('17:47')).toBeInTheDocument();
    expect(celulas.getByText('Incluída')).toBeInTheDocument();
    expect(celulas.getByText('Desconsiderada')).toBeInTheDocument();
    expect(celulas.getByText('08:00–12:00 13:00–17:00')).toBeInTheDocument();
    expect(celulas.getByText('08:47')).toBeInTheDocument();
    expect(celulas.getByText('00:47 (50%)')).toBeInTheDocument();
    expect(within(tabela).getByText('Sem marcação')).toBeInTheDocument();
    expect(within(tabela).getByText('Falta 08:00')).toBeInTheDocument();
    expect(within(tabela).getByText('Em aberto')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ver explicação de 05/01' }));
    const explicacao = screen.getByRole('list', { name: 'Explicação de 05/01' });
    expect(within(explicacao).getByText(/47 min além da escala/)).toBeInTheDocument();
    expect(screen.getByText('12:00 (incluída): Esqueceu de marcar')).toBeInTheDocument();

    // Art. 84 da Portaria 671: empregador, trabalhador e período no cabeçalho.
    expect(screen.getByText(/Empresa Demo \(CNPJ 12\.345\.678\/0001-90\)/)).toBeInTheDocument();
    expect(screen.getByText(/CPF 123\.456\.789-09/)).toBeInTheDocument();
    expect(screen.getByText(/período 01\/01\/2026 a 31\/01\/2026/)).toBeInTheDocument();

    const totais = screen.getByRole('region', { name: 'Totais do espelho' });
    expect(within(totais).getByText('Extras 50%')).toBeInTheDocument();
    expect(within(totais).getByText('00:47')).toBeInTheDocument();
    // 2880/7 min de noturno reduzido: arredondado só na exibição.
    expect(within(totais).getByText('06:51')).toBeInTheDocument();
    expect(within(totais).getByText('08:00 (1 dia)')).toBeInTheDocument();

    const consulta = chamadas.find((c) => c.url.pathname === '/api/espelho');
    expect(consulta?.url.searchParams.get('ano')).toBe('2026');
    expect(consulta?.url.searchParams.get('mes')).toBe('1');
    expect(consulta?.url.searchParams.has('usuarioId')).toBe(false);
  });

  it('de janeiro volta para dezembro do ano anterior', async () => {
    const { chamadas } = instalarFakeFetch({
      'GET /api/espelho': () => envelope(espelhoFixture()),
    });
    entrarComo();
    renderApp('/#/dashboard/minhas-rotinas/espelho');
    expect(await screen.findByText('janeiro de 2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mês anterior' }));
    expect(await screen.findByText('dezembro de 2025')).toBeInTheDocument();
    const ultima = chamadas.filter((c) => c.url.pathname === '/api/espelho').at(-1);
    expect(ultima?.url.searchParams.get('ano')).toBe('2025');
    expect(ultima?.url.searchParams.get('mes')).toBe('12');
  });

  it('mostra a mensagem do servidor quando o espelho falha', async () => {
    instalarFakeFetch({
      'GET /api/espelho': () => ({
        status: 404,
        body: { Mensagem: 'Colaborador não encontrado.' },
      }),
    });
    entrarComo();
    renderApp('/#/dashboard/minhas-rotinas/espelho');
    const alerta = await screen.findByRole('alert');
    expect(within(alerta).getByText('Colaborador não encontrado.')).toBeInTheDocument();
  });

  it('baixa o PDF com o token da sessão', async () => {
    const criar = vi.fn(() => 'blob:espelho');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: criar, revokeObjectURL: vi.fn() }));
    const { chamadas } = instalarFakeFetch({
      'GET /api/espelho': () => envelope(espelhoFixture()),
      'GET /api/espelho/pdf': () => ({ body: 'pdf' }),
    });
    entrarComo();
    renderApp('/#/dashboard/minhas-rotinas/espelho');
    await screen.findByRole('table', { name: 'Dias do espelho' });
    const nomes: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      nomes.push(this.download);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Baixar PDF' }));
    await vi.waitFor(() => expect(criar).toHaveBeenCalled());
    const pdf = chamadas.find((c) => c.url.pathname === '/api/espelho/pdf');
    expect(pdf?.headers.get('Authorization')).toBe('Bearer token-de-acesso');
    // Sem nome do servidor, o arquivo leva o colaborador e a matrícula.
    expect(nomes[0]).toMatch(/^espelho-maria-da-silva-0007-\d{4}-\d{2}\.pdf$/);
  });
});

describe('espelhos da equipe', () => {
  it('o gestor escolhe um colaborador e vê o espelho dele', async () => {
    const { chamadas } = instalarFakeFetch({
      'GET /api/base/filter/pessoas': () =>
        envelope([{ id: 31, nome: 'João Souza', detalhe: 'Operador · Operações' }]),
      'GET /api/espelho': () =>
        envelope(
          espelhoFixture({
            colaborador: { ...espelhoFixture().colaborador, id: 31, nome: 'João Souza' },
          }),
        ),
    });
    entrarComo(
      loginRespostaFixture({
        Usuario: usuarioFixture({
          Configuracao: { UsarMenuGestor: true, HabilitarMarcacaoPelaWeb: false },
        }),
        MenuGestores: [item('/dashboard/gestor/espelhos', 'Espelhos da equipe')],
      }),
    );
    renderApp('/#/dashboard/gestor/espelhos');
    expect(await screen.findByText('Escolha um colaborador')).toBeInTheDocument();
    await userEvent.click(screen.getByPlaceholderText('Busque pelo nome'));
    await userEvent.click(await screen.findByRole('option', { name: /João Souza/ }));
    expect(
      await screen.findByRole('heading', { name: 'Espelho de João Souza' }),
    ).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Dias do espelho' });
    const consulta = chamadas.find((c) => c.url.pathname === '/api/espelho');
    expect(consulta?.url.searchParams.get('usuarioId')).toBe('31');
  });
});
