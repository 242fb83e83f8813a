import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarFakeFetch, type RequisicaoFake } from '../../../test/fake-api.ts';
import { loginRespostaFixture } from '../../../test/fixtures.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { entrarComo } from '../../../test/render-app.tsx';
import {
  autorizacaoFixture,
  ok,
  retidaFixture,
  solicitacaoFixture,
} from './horas-extras.fixtures.ts';
import { HorasExtrasGestaoPage } from './horas-extras-gestao-page.tsx';

const LIMITE = { timeout: 60_000 };
const ESPERA = { timeout: 20_000 };
const H = '/api/autorizacao-he';

const abrir = () => {
  entrarComo(loginRespostaFixture());
  renderComProviders(<HorasExtrasGestaoPage />);
};

const posts = (chamadas: RequisicaoFake[], caminho: string) =>
  chamadas.filter((c) => c.method === 'POST' && c.url.pathname === caminho);

const PENDENTE = solicitacaoFixture({
  id: 5,
  usuarioId: 30,
  nome: 'Paula Andrade',
  minutos: 120,
  podeDecidir: true,
});

describe('horas extras da equipe (gestor)', () => {
  it('aprova um pedido pendente com um limite menor que o pedido', LIMITE, async () => {
    const api = instalarFakeFetch({
      [`GET ${H}/solicitacoes`]: () => ok([PENDENTE]),
      [`POST ${H}/solicitacoes/5/decidir`]: () =>
        ok({ ...PENDENTE, status: 'aprovada', podeDecidir: false }, 'Pedido aprovado.'),
    });
    abrir();
    fireEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Aprovar pedido de Paula Andrade em 20/11/2026' },
        ESPERA,
      ),
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Aprovar horas extras' });
    expect(dialogo).toHaveTextContent('Paula Andrade pede 2h em 20/11/2026: Inventário');
    const limite = within(dialogo).getByRole('textbox', { name: /Limite aprovado/ });
    expect(limite).toHaveValue('02:00');
    fireEvent.change(limite, { target: { value: '01:00' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Aprovar' }));
    await waitFor(() => expect(posts(api.chamadas, `${H}/solicitacoes/5/decidir`)).toHaveLength(1));
    expect(posts(api.chamadas, `${H}/solicitacoes/5/decidir`)[0]!.body).toEqual({
      aprovar: true,
      limiteMinutos: 60,
    });
  });

  it('recusar exige o motivo antes de enviar', LIMITE, async () => {
    const api = instalarFakeFetch({
      [`GET ${H}/solicitacoes`]: () => ok([PENDENTE]),
      [`POST ${H}/solicitacoes/5/decidir`]: () =>
        ok({ ...PENDENTE, status: 'rejeitada', podeDecidir: false }),
    });
    abrir();
    fireEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Recusar pedido de Paula Andrade em 20/11/2026' },
        ESPERA,
      ),
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Recusar horas extras' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Recusar' }));
    expect(await within(dialogo).findByText('Informe o motivo da recusa.')).toBeInTheDocument();
    expect(posts(api.chamadas, `${H}/solicitacoes/5/decidir`)).toHaveLength(0);
    fireEvent.change(within(dialogo).getByRole('textbox', { name: /Motivo da recusa/ }), {
      target: { value: 'Sem demanda' },
    });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Recusar' }));
    await waitFor(() => expect(posts(api.chamadas, `${H}/solicitacoes/5/decidir`)).toHaveLength(1));
    expect(posts(api.chamadas, `${H}/solicitacoes/5/decidir`)[0]!.body).toEqual({
      aprovar: false,
      motivo: 'Sem demanda',
    });
  });

  it('retidas: decide mandar ao banco, com o efeito no espelho explicado', LIMITE, async () => {
    let decidido = false;
    const api = instalarFakeFetch({
      [`GET ${H}/solicitacoes`]: () => ok([]),
      [`GET ${H}/retidas`]: () => ok(decidido ? [] : [retidaFixture()]),
      [`POST ${H}/decisoes`]: (req) => {
        decidido = true;
        return ok({
          ...(req.body as object),
          motivo: null,
          autorId: 5,
          decididoEm: '2026-11-16T13:30:00.000Z',
        });
      },
    });
    abrir();
    fireEvent.click(await screen.findByRole('tab', { name: 'Retidas' }, ESPERA));
    const tabela = await screen.findByRole('table', { name: 'Horas extras retidas' }, ESPERA);
    const linha = within(tabela).getByText('Paula Andrade').closest('tr')!;
    expect(linha).toHaveTextContent('10/11/2026');
    expect(linha).toHaveTextContent('1h15');
    expect(linha).toHaveTextContent('45 min');
    const consulta = api.chamadas.find((c) => c.url.pathname === `${H}/retidas`)!;
    expect(consulta.url.searchParams.get('inicio')).toMatch(/^\d{4}-\d{2}-01$/);

    fireEvent.click(
      within(linha).getByRole('button', {
        name: 'Decidir horas extras de Paula Andrade em 10/11/2026',
      }),
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Decidir horas extras retidas' });
    expect(dialogo).toHaveTextContent('passam a horas extras pagas');
    expect(dialogo).toHaveTextContent('Descartar não é possível');
    fireEvent.click(within(dialogo).getByRole('radio', { name: 'Enviar ao banco de horas' }));
    expect(dialogo).toHaveTextContent('viram crédito no banco de horas');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Confirmar decisão' }));
    await waitFor(() => expect(posts(api.chamadas, `${H}/decisoes`)).toHaveLength(1));
    expect(posts(api.chamadas, `${H}/decisoes`)[0]!.body).toEqual({
      usuarioId: 30,
      data: '2026-11-10',
      destino: 'banco',
    });
    expect(await screen.findByText('Nenhuma hora extra retida')).toBeInTheDocument();
  });

  it('autorizações: lista as vigentes e revoga com motivo, confirmando', LIMITE, async () => {
    const api = instalarFakeFetch({
      [`GET ${H}/solicitacoes`]: () => ok([]),
      [`GET ${H}/autorizacoes`]: () => ok([autorizacaoFixture()]),
      'GET /api/base/filter/pessoas': () => ok([]),
      [`POST ${H}/autorizacoes/1/revogar`]: () =>
        ok(autorizacaoFixture({ revogadaEm: '2026-11-16T13:30:00.000Z', motivoRevogacao: 'x' })),
    });
    abrir();
    fireEvent.click(await screen.findByRole('tab', { name: 'Autorizações' }, ESPERA));
    const tabela = await screen.findByRole(
      'table',
      { name: 'Autorizações de horas extras' },
      ESPERA,
    );
    const linha = within(tabela).getByText('Paula Andrade').closest('tr')!;
    expect(linha).toHaveTextContent('20/11/2026 a 22/11/2026');
    expect(linha).toHaveTextContent('2h');
    expect(linha).toHaveTextContent('Vigente');
    fireEvent.click(
      within(linha).getByRole('button', {
        name: 'Revogar autorização de Paula Andrade em 20/11/2026 a 22/11/2026',
      }),
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Revogar autorização' });
    expect(dialogo).toHaveTextContent('voltam a ser não autorizadas');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Revogar' }));
    expect(await within(dialogo).findByText('Informe o motivo da revogação.')).toBeInTheDocument();
    fireEvent.change(within(dialogo).getByRole('textbox', { name: /Motivo da revogação/ }), {
      target: { value: 'Balanço adiado' },
    });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Revogar' }));
    await waitFor(() => expect(posts(api.chamadas, `${H}/autorizacoes/1/revogar`)).toHaveLength(1));
    expect(posts(api.chamadas, `${H}/autorizacoes/1/revogar`)[0]!.body).toEqual({
      motivo: 'Balanço adiado',
    });
  });

  it('nova autorização: valida e envia pessoa, período e limite diário', LIMITE, async () => {
    const api = instalarFakeFetch({
      [`GET ${H}/solicitacoes`]: () => ok([]),
      [`GET ${H}/autorizacoes`]: () => ok([]),
      'GET /api/base/filter/pessoas': () =>
        ok([{ id: 30, nome: 'Paula Andrade', detalhe: 'Analista · Operações' }]),
      [`POST ${H}/autorizacoes`]: (req) => ok(autorizacaoFixture(req.body as object)),
    });
    abrir();
    fireEvent.click(await screen.findByRole('tab', { name: 'Autorizações' }, ESPERA));
    expect(await screen.findByText('Nenhuma autorização', {}, ESPERA)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Nova autorização' }));
    const form = await screen.findByRole('region', { name: 'Nova autorização' });
    fireEvent.click(within(form).getByRole('button', { name: 'Autorizar' }));
    expect(await within(form).findByText('Escolha o colaborador.')).toBeInTheDocument();
    expect(
      within(form).getByText('Informe o limite diário em HH:MM (de 00:01 a 24:00).'),
    ).toBeInTheDocument();

    fireEvent.click(within(form).getByRole('combobox', { name: /Colaborador/ }));
    fireEvent.click(await screen.findByRole('option', { name: /Paula Andrade/ }));
    fireEvent.change(within(form).getByRole('textbox', { name: /Limite por dia/ }), {
      target: { value: '02:00' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Autorizar' }));
    await waitFor(() => expect(posts(api.chamadas, `${H}/autorizacoes`)).toHaveLength(1));
    const corpo = posts(api.chamadas, `${H}/autorizacoes`)[0]!.body as Record<string, unknown>;
    expect(corpo).toMatchObject({ usuarioId: 30, limiteMinutos: 120 });
    expect(corpo.dataInicio).toBe(corpo.dataFim);
  });
});
