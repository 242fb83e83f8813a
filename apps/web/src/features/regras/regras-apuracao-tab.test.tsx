import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { corpoErro400, instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  entrarComoRh,
  formaFixture,
  LIMITE,
  ok,
  regraApuracaoFixture,
  resumoFixture,
  rotaPessoas,
} from './regras.fixtures.ts';

const abrirAba = async (nome: string) => {
  entrarComoRh();
  renderApp('/#/dashboard/admin/regras-calculo');
  await userEvent.click(await screen.findByRole('tab', { name: nome }));
};

const FORMAS = [
  formaFixture(),
  formaFixture({ id: 2, nome: 'Por convocação', periodo: 'convocacao', descricao: null }),
];

describe('formas de apuração', () => {
  it('lista, cria com o período e mostra a lei de cada período', LIMITE, async () => {
    const { chamadas } = instalarFakeFetch({
      'GET /api/regras-calculo/api/v1/formaApuracao': () => ok(FORMAS),
      'POST /api/regras-calculo/api/v1/formaApuracao': (req) => ({
        status: 201,
        body: ok({ id: 3, ...(req.body as object) }).body,
      }),
    });
    await abrirAba('Formas de apuração');
    const tabela = await screen.findByRole('table', { name: 'Formas de apuração' });
    expect(within(tabela).getAllByRole('row')).toHaveLength(3);
    expect(within(tabela).getByText('Folha mensal (CLT art. 459).')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Nova forma de apuração' }));
    const form = await screen.findByRole('form', { name: 'Nova forma de apuração' });
    await userEvent.click(within(form).getByRole('button', { name: 'Criar forma de apuração' }));
    expect(
      within(form).getByText('Nome: informe o nome da forma de apuração.'),
    ).toBeInTheDocument();
    expect(
      within(form).getByText('Período de apuração: escolha mensal ou por convocação.'),
    ).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nome' }), 'Quinzenal CCT');
    await userEvent.click(within(form).getByRole('combobox', { name: 'Período de apuração' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Mensal' }));
    expect(within(form).getByText(/CLT art. 459 §1º/)).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Criar forma de apuração' }));
    expect(await screen.findByText('Forma de apuração criada.')).toBeInTheDocument();
    expect(chamadas.find((c) => c.method === 'POST')?.body).toStrictEqual({
      nome: 'Quinzenal CCT',
      descricao: null,
      periodo: 'mensal',
    });
  });

  it('confirma a exclusão e mostra a recusa quando a forma está em uso', LIMITE, async () => {
    const { chamadas } = instalarFakeFetch({
      'GET /api/regras-calculo/api/v1/formaApuracao': () => ok(FORMAS),
      'DELETE /api/regras-calculo/api/v1/formaApuracao/1': () => ({
        status: 409,
        body: corpoErro400(
          'A forma de apuração está em uso por uma regra de apuração.',
          'FORMA_EM_USO',
        ),
      }),
    });
    await abrirAba('Formas de apuração');
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir Mensal' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Excluir forma de apuração' });
    expect(chamadas.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Excluir' }));
    expect(
      await screen.findByText('A forma de apuração está em uso por uma regra de apuração.'),
    ).toBeInTheDocument();
  });

  it('mostra o estado vazio', LIMITE, async () => {
    instalarFakeFetch({ 'GET /api/regras-calculo/api/v1/formaApuracao': () => ok([]) });
    await abrirAba('Formas de apuração');
    expect(await screen.findByText('Nenhuma forma de apuração')).toBeInTheDocument();
  });
});

describe('regras de apuração', () => {
  const rotas = {
    ...rotaPessoas,
    'GET /api/regras-calculo/api/v1/formaApuracao': () => ok(FORMAS),
    'GET /api/regras-alocacao/regraponto': () =>
      ok({ items: [resumoFixture()], total: 1, pageNumber: 1, pageSize: 5000 }),
    'GET /api/regras-calculo/api/v1/regra': () => ok([regraApuracaoFixture()]),
  };

  it('altera (texto REGRA_UPDATED_SUCCESSFULLY) e mostra as versões', LIMITE, async () => {
    const { chamadas } = instalarFakeFetch({
      ...rotas,
      'PUT /api/regras-calculo/api/v1/regra/3': () => ({ body: 'REGRA_UPDATED_SUCCESSFULLY' }),
      'GET /api/regras-calculo/api/v1/regra/3': () => ({
        body: [
          regraApuracaoFixture({
            id: 32,
            versao: 2,
            vigenciaInicio: '2026-06-01',
            regraPontoId: 1,
          }),
          regraApuracaoFixture(),
        ],
      }),
    });
    await abrirAba('Regras de apuração');
    const tabela = await screen.findByRole('table', { name: 'Regras de apuração' });
    expect(within(tabela).getByText('A do colaborador')).toBeInTheDocument();
    expect(await within(tabela).findByText('Mensal')).toBeInTheDocument();

    await userEvent.click(within(tabela).getByRole('button', { name: 'Alterar Apuração mensal' }));
    const form = await screen.findByRole('form', { name: 'Alterar regra de apuração' });
    await userEvent.click(within(form).getByRole('combobox', { name: 'Regra de ponto' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Padrão CLT' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar nova versão' }));
    expect(
      await screen.findByText('Nova versão da regra de apuração gravada.'),
    ).toBeInTheDocument();
    expect(chamadas.find((c) => c.method === 'PUT')?.body).toMatchObject({
      nome: 'Apuração mensal',
      formaApuracaoId: 1,
      regraPontoId: 1,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Versões de Apuração mensal' }));
    const versoes = await screen.findByRole('table', { name: 'Versões de Apuração mensal' });
    expect(within(versoes).getByText('a partir de 01/06/2026')).toBeInTheDocument();
    expect(within(versoes).getByText('Versão 1: Apuração mensal')).toBeInTheDocument();
  });

  it('duplica com o nome da cópia', LIMITE, async () => {
    const { chamadas } = instalarFakeFetch({
      ...rotas,
      'POST /api/regras-calculo/api/v1/regra/duplicate': () => ({
        status: 201,
        body: ok(regraApuracaoFixture({ id: 40, id_regra: 4, nome: 'Cópia de Apuração mensal' }))
          .body,
      }),
    });
    await abrirAba('Regras de apuração');
    await userEvent.click(await screen.findByRole('button', { name: 'Duplicar Apuração mensal' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Duplicar regra de apuração' });
    const nome = within(dialogo).getByRole('textbox', { name: 'Nome da cópia' });
    expect(nome).toHaveValue('Cópia de Apuração mensal');
    await userEvent.clear(nome);
    await userEvent.type(nome, 'Apuração lojas');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Duplicar' }));
    expect(await screen.findByText('Regra de apuração duplicada.')).toBeInTheDocument();
    await waitFor(() =>
      expect(chamadas.find((c) => c.method === 'POST')?.body).toStrictEqual({
        id: 3,
        nome: 'Apuração lojas',
      }),
    );
  });

  it('valida a forma de apuração ao criar', LIMITE, async () => {
    const { chamadas } = instalarFakeFetch(rotas);
    await abrirAba('Regras de apuração');
    await userEvent.click(await screen.findByRole('button', { name: 'Nova regra de apuração' }));
    const form = await screen.findByRole('form', { name: 'Nova regra de apuração' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nome' }), 'Intermitentes');
    await userEvent.click(within(form).getByRole('button', { name: 'Criar regra de apuração' }));
    expect(
      within(form).getByText('Forma de apuração: escolha a forma de apuração.'),
    ).toBeInTheDocument();
    expect(chamadas.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('arquivamento de regras de apuração', () => {
  it(
    'arquiva com confirmação, some da lista e volta com "Mostrar arquivadas"',
    LIMITE,
    async () => {
      let arquivada = false;
      const { chamadas } = instalarFakeFetch({
        ...rotaPessoas,
        'GET /api/regras-calculo/api/v1/formaApuracao': () => ok(FORMAS),
        'GET /api/regras-alocacao/regraponto': () =>
          ok({ items: [resumoFixture()], total: 1, pageNumber: 1, pageSize: 5000 }),
        'GET /api/regras-calculo/api/v1/regra': (req) =>
          ok(
            !arquivada
              ? [regraApuracaoFixture()]
              : req.url.searchParams.get('incluirArquivadas') === 'true'
                ? [regraApuracaoFixture({ ativo: false })]
                : [],
          ),
        'PUT /api/regras-calculo/api/v1/regra/status': (req) => {
          arquivada = !(req.body as { ativo: boolean }).ativo;
          return ok(regraApuracaoFixture({ ativo: !arquivada }));
        },
      });
      await abrirAba('Regras de apuração');
      const tabela = await screen.findByRole('table', { name: 'Regras de apuração' });
      await userEvent.click(
        within(tabela).getByRole('button', { name: 'Arquivar Apuração mensal' }),
      );
      const dialogo = await screen.findByRole('dialog', { name: 'Arquivar a regra de apuração' });
      await userEvent.click(within(dialogo).getByRole('button', { name: 'Arquivar' }));
      await waitFor(() =>
        expect(chamadas.find((c) => c.method === 'PUT')?.body).toEqual({ id: 3, ativo: false }),
      );
      expect(await screen.findByText('Nenhuma regra de apuração')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('switch', { name: 'Mostrar arquivadas' }));
      const com = await screen.findByRole('table', { name: 'Regras de apuração' });
      expect(within(com).getByText('Arquivada')).toBeInTheDocument();
      expect(
        within(com).getByRole('button', { name: 'Reativar Apuração mensal' }),
      ).toBeInTheDocument();
    },
  );
});
