import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { corpoErro400, instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  entrarComoRh,
  LIMITE,
  ok,
  regraCalculoFixture,
  regraPontoFixture,
  resumoFixture,
  rotaPessoas,
  rotasDosTipos,
  versaoRegraPontoFixture,
} from './regras.fixtures.ts';

const abrirRegrasPonto = async () => {
  entrarComoRh();
  renderApp('/#/dashboard/admin/regras-calculo');
  await userEvent.click(await screen.findByRole('tab', { name: 'Regras de ponto' }));
};

const TOLERANCIA_CCT = regraCalculoFixture('tolerancia', {
  id: 50,
  nome: 'Tolerância CCT comércio',
  vigenciaInicio: '2025-03-01',
  versao: 2,
});

describe('regras de ponto', () => {
  it('lista as regras com a padrão da empresa e a versão atual', LIMITE, async () => {
    instalarFakeFetch({
      ...rotasDosTipos(),
      'GET /api/regras-alocacao/regraponto': () =>
        ok({
          items: [
            resumoFixture(),
            resumoFixture({
              id: 2,
              nome: 'Lojas',
              padrao: false,
              versao: 3,
              vigenciaInicio: '2026-02-01',
            }),
          ],
          total: 2,
          pageNumber: 1,
          pageSize: 5000,
        }),
    });
    await abrirRegrasPonto();
    const tabela = await screen.findByRole('table', { name: 'Regras de ponto' });
    const linhaPadrao = within(tabela).getByText('Padrão CLT').closest('tr')!;
    expect(within(linhaPadrao as HTMLElement).getByText('Padrão da empresa')).toBeInTheDocument();
    expect(
      within(linhaPadrao as HTMLElement).queryByRole('button', { name: /como padrão/ }),
    ).not.toBeInTheDocument();
    expect(within(tabela).getByText('v3, a partir de 01/02/2026')).toBeInTheDocument();
    expect(
      within(tabela).getByRole('button', { name: 'Definir como padrão: Lojas' }),
    ).toBeInTheDocument();
  });

  it('mostra o estado vazio e o erro com nova tentativa', LIMITE, async () => {
    let falhar = true;
    instalarFakeFetch({
      ...rotasDosTipos(),
      'GET /api/regras-alocacao/regraponto': () =>
        falhar
          ? { status: 403, body: corpoErro400('Acesso negado a esta rota.', 'ACESSO_NEGADO') }
          : ok({ items: [], total: 0, pageNumber: 1, pageSize: 5000 }),
    });
    await abrirRegrasPonto();
    expect(await screen.findByRole('alert')).toHaveTextContent('Acesso negado a esta rota.');
    falhar = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhuma regra de ponto')).toBeInTheDocument();
  });

  it(
    'cria uma regra de ponto: valida o nome, mostra a lei de cada tipo e envia a composição',
    LIMITE,
    async () => {
      const { chamadas } = instalarFakeFetch({
        ...rotasDosTipos({ tolerancia: [regraCalculoFixture('tolerancia'), TOLERANCIA_CCT] }),
        'GET /api/regras-alocacao/regraponto': () =>
          ok({ items: [resumoFixture()], total: 1, pageNumber: 1, pageSize: 5000 }),
        'POST /api/regras-alocacao/regraponto': (req) => ({
          status: 201,
          body: ok(regraPontoFixture({ id: 9, nome: 'Comércio', padrao: false })).body,
          ...(req.body ? {} : {}),
        }),
      });
      await abrirRegrasPonto();
      await userEvent.click(await screen.findByRole('button', { name: 'Nova regra de ponto' }));
      const form = await screen.findByRole('form', { name: 'Nova regra de ponto' });
      expect(
        within(form).getByText(/CLT art. 58 §1º e Súmula 366 TST: até 5 min por marcação/),
      ).toBeInTheDocument();
      await userEvent.click(within(form).getByRole('button', { name: 'Criar regra de ponto' }));
      expect(within(form).getByText('Nome: informe o nome da regra de ponto.')).toBeInTheDocument();
      expect(chamadas.some((c) => c.method === 'POST')).toBe(false);

      await userEvent.type(within(form).getByRole('textbox', { name: 'Nome' }), 'Comércio');
      await userEvent.click(within(form).getByRole('combobox', { name: 'Tolerância' }));
      await userEvent.click(
        await screen.findByRole('option', { name: /Tolerância CCT comércio \(v2/ }),
      );
      await userEvent.click(within(form).getByRole('button', { name: 'Criar regra de ponto' }));
      expect(await screen.findByText('Regra de ponto criada.')).toBeInTheDocument();
      const corpo = chamadas.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
      expect(corpo).toMatchObject({ nome: 'Comércio', descricao: null });
      expect(corpo.vigenciaInicio).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(corpo.regras).toMatchObject({ tolerancia: 50, horaNoturna: null, intervalo: null });
    },
  );

  it('mostra o erro do servidor no campo do tipo recusado', LIMITE, async () => {
    instalarFakeFetch({
      ...rotasDosTipos(),
      'GET /api/regras-alocacao/regraponto': () =>
        ok({ items: [], total: 0, pageNumber: 1, pageSize: 5000 }),
      'POST /api/regras-alocacao/regraponto': () => ({
        status: 400,
        body: corpoErro400(
          'regras.intervalo: a regra "Intervalo CCT" só vigora a partir de 01/12/2026, depois do início desta versão (22/11/2026)',
          'CAMPO_INVALIDO',
          'regras.intervalo',
        ),
      }),
    });
    await abrirRegrasPonto();
    await userEvent.click(await screen.findByRole('button', { name: 'Nova regra de ponto' }));
    const form = await screen.findByRole('form', { name: 'Nova regra de ponto' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nome' }), 'Nova');
    await userEvent.click(within(form).getByRole('button', { name: 'Criar regra de ponto' }));
    expect(
      await within(form).findByText(
        'Intervalo: a regra "Intervalo CCT" só vigora a partir de 01/12/2026, depois do início desta versão (22/11/2026).',
      ),
    ).toBeInTheDocument();
  });

  it('duplica uma regra com a composição da original', LIMITE, async () => {
    const { chamadas } = instalarFakeFetch({
      ...rotasDosTipos({ tolerancia: [regraCalculoFixture('tolerancia'), TOLERANCIA_CCT] }),
      'GET /api/regras-alocacao/regraponto': () =>
        ok({ items: [resumoFixture()], total: 1, pageNumber: 1, pageSize: 5000 }),
      'GET /api/regras-alocacao/regraponto/1': () =>
        ok(regraPontoFixture({}, { tolerancia: 50, domingo: 108 })),
      'POST /api/regras-alocacao/regraponto': () => ({
        status: 201,
        body: ok(regraPontoFixture({ id: 9, nome: 'Cópia de Padrão CLT', padrao: false })).body,
      }),
    });
    await abrirRegrasPonto();
    await userEvent.click(await screen.findByRole('button', { name: 'Duplicar Padrão CLT' }));
    const form = await screen.findByRole('form', { name: 'Nova regra de ponto' });
    expect(within(form).getByRole('textbox', { name: 'Nome' })).toHaveValue('Cópia de Padrão CLT');
    expect(within(form).getByRole('combobox', { name: 'Tolerância' })).toHaveValue(
      'Tolerância CCT comércio (v2, desde 01/03/2025)',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Criar regra de ponto' }));
    await waitFor(() => expect(chamadas.some((c) => c.method === 'POST')).toBe(true));
    expect(chamadas.find((c) => c.method === 'POST')?.body).toMatchObject({
      nome: 'Cópia de Padrão CLT',
      regras: { tolerancia: 50, domingo: 108, falta: null },
    });
  });

  it('define a regra padrão da empresa só depois de confirmar', LIMITE, async () => {
    const { chamadas } = instalarFakeFetch({
      ...rotasDosTipos(),
      'GET /api/regras-alocacao/regraponto': () =>
        ok({
          items: [resumoFixture(), resumoFixture({ id: 2, nome: 'Lojas', padrao: false })],
          total: 2,
          pageNumber: 1,
          pageSize: 5000,
        }),
      'PUT /api/regras-alocacao/regraponto/default': () =>
        ok(regraPontoFixture({ id: 2, nome: 'Lojas' })),
    });
    await abrirRegrasPonto();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Definir como padrão: Lojas' }),
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Definir regra padrão' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Definir regra padrão' }),
      ).not.toBeInTheDocument(),
    );
    expect(chamadas.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Definir como padrão: Lojas' }));
    const confirmar = await screen.findByRole('dialog', { name: 'Definir regra padrão' });
    await userEvent.click(within(confirmar).getByRole('button', { name: 'Definir como padrão' }));
    expect(
      await screen.findByText('Lojas é a regra de ponto padrão da empresa.'),
    ).toBeInTheDocument();
    const put = chamadas.find((c) => c.method === 'PUT')!;
    expect(put.url.searchParams.get('id')).toBe('2');
    expect(put.url.searchParams.get('vigenciaInicio')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('mostra o histórico: quem, quando, vigência, antes e depois', LIMITE, async () => {
    instalarFakeFetch({
      ...rotasDosTipos({ tolerancia: [regraCalculoFixture('tolerancia'), TOLERANCIA_CCT] }),
      ...rotaPessoas,
      'GET /api/regras-alocacao/regraponto': () =>
        ok({ items: [resumoFixture({ versao: 2 })], total: 1, pageNumber: 1, pageSize: 5000 }),
      'GET /api/regras-alocacao/regraponto/historico/1': () =>
        ok([
          versaoRegraPontoFixture(
            {
              versao: 2,
              nome: 'Padrão CLT comércio',
              vigenciaInicio: '2026-03-01',
              alteradoEm: '2026-02-20T09:30:00-03:00',
              alteradoPor: 4,
            },
            { tolerancia: 50 },
          ),
          versaoRegraPontoFixture({}, { tolerancia: 101 }),
        ]),
    });
    await abrirRegrasPonto();
    await userEvent.click(await screen.findByRole('button', { name: 'Histórico de Padrão CLT' }));
    const mudancas = await screen.findByRole('table', { name: 'Mudanças da versão 2' });
    expect(screen.getByText('Versão 2')).toBeInTheDocument();
    expect(screen.getByText('a partir de 01/03/2026')).toBeInTheDocument();
    expect(
      await screen.findByText(/^Gravada em 20\/02\/2026 \d{2}:\d{2} por Rita Recursos$/),
    ).toBeInTheDocument();
    const linhaTolerancia = within(mudancas).getByText('Tolerância').closest('tr') as HTMLElement;
    expect(within(linhaTolerancia).getByText('tolerancia — padrão CLT')).toBeInTheDocument();
    expect(within(linhaTolerancia).getByText('Tolerância CCT comércio')).toBeInTheDocument();
    expect(within(mudancas).getByText('Padrão CLT comércio')).toBeInTheDocument();
    expect(screen.getByText('Criação da regra de ponto.')).toBeInTheDocument();
  });

  it(
    'arquivar com confirmação; a recusa do servidor (padrão da empresa) aparece; "Mostrar arquivadas" traz o selo',
    LIMITE,
    async () => {
      const recusa =
        'A regra de ponto "Padrão CLT" é a padrão da empresa hoje e não pode ser arquivada. Defina outra regra padrão antes de arquivar.';
      const lojas = resumoFixture({ id: 2, nome: 'Lojas', padrao: false });
      const { chamadas } = instalarFakeFetch({
        ...rotasDosTipos(),
        ...rotaPessoas,
        'GET /api/regras-alocacao/regraponto': (req) => {
          const com = req.url.searchParams.get('incluirArquivadas') === 'true';
          const arquivada = chamadas.some(
            (c) => c.method === 'PUT' && (c.body as { id: number }).id === 2,
          );
          const items = [
            resumoFixture(),
            ...(arquivada ? (com ? [{ ...lojas, ativo: false }] : []) : [lojas]),
          ];
          return ok({ items, total: items.length, pageNumber: 1, pageSize: 5000 });
        },
        'PUT /api/regras-alocacao/regraponto/status': (req) =>
          (req.body as { id: number }).id === 1
            ? {
                status: 409,
                body: { success: false, data: null, error: 'REGRA_EM_USO', message: recusa },
              }
            : ok(regraPontoFixture({ ...lojas, ativo: false })),
      });
      await abrirRegrasPonto();
      const tabela = await screen.findByRole('table', { name: 'Regras de ponto' });

      await userEvent.click(within(tabela).getByRole('button', { name: 'Arquivar Padrão CLT' }));
      const recusar = await screen.findByRole('dialog', { name: 'Arquivar a regra de ponto' });
      await userEvent.click(within(recusar).getByRole('button', { name: 'Arquivar' }));
      expect(await screen.findByText(recusa)).toBeInTheDocument();

      await userEvent.click(within(tabela).getByRole('button', { name: 'Arquivar Lojas' }));
      const dialogo = await screen.findByRole('dialog', { name: 'Arquivar a regra de ponto' });
      await userEvent.click(within(dialogo).getByRole('button', { name: 'Arquivar' }));
      await waitFor(() =>
        expect(chamadas.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
          id: 2,
          ativo: false,
        }),
      );
      await waitFor(() =>
        expect(
          within(screen.getByRole('table', { name: 'Regras de ponto' })).queryByText('Lojas'),
        ).not.toBeInTheDocument(),
      );

      await userEvent.click(screen.getByRole('switch', { name: 'Mostrar arquivadas' }));
      await waitFor(() =>
        expect(
          within(screen.getByRole('table', { name: 'Regras de ponto' })).getByText('Arquivada'),
        ).toBeInTheDocument(),
      );
      const linha = within(screen.getByRole('table', { name: 'Regras de ponto' }))
        .getByText('Lojas')
        .closest('tr') as HTMLElement;
      expect(within(linha).getByRole('button', { name: 'Reativar Lojas' })).toBeInTheDocument();
      expect(within(linha).queryByRole('button', { name: /como padrão/ })).not.toBeInTheDocument();
    },
  );

  it('o histórico mostra o arquivamento com o motivo', LIMITE, async () => {
    instalarFakeFetch({
      ...rotasDosTipos(),
      ...rotaPessoas,
      'GET /api/regras-alocacao/regraponto': () =>
        ok({ items: [resumoFixture()], total: 1, pageNumber: 1, pageSize: 5000 }),
      'GET /api/regras-alocacao/regraponto/historico/1': () =>
        ok([
          versaoRegraPontoFixture({
            ativo: false,
            evento: 'arquivamento',
            motivo: 'Loja fechada',
            alteradoEm: '2026-03-01T10:00:00-03:00',
            alteradoPor: 4,
          }),
          versaoRegraPontoFixture(),
        ]),
    });
    await abrirRegrasPonto();
    await userEvent.click(await screen.findByRole('button', { name: 'Histórico de Padrão CLT' }));
    const lista = await screen.findByRole('list', { name: 'Histórico de Padrão CLT' });
    expect(await within(lista).findByText('Arquivada')).toBeInTheDocument();
    expect(within(lista).getByText('Motivo: Loja fechada')).toBeInTheDocument();
    expect(
      within(lista).getByText(/^Em 01\/03\/2026 \d{2}:\d{2} por Rita Recursos$/),
    ).toBeInTheDocument();
    expect(within(lista).getByText('Criação da regra de ponto.')).toBeInTheDocument();
  });
});
