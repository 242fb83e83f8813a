import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { corpoErro400, instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { B, LIMITE, ok } from './intermitente.fixtures.ts';
import { IntermitentePage } from './intermitente-page.tsx';

describe('cadastros', () => {
  it('arquiva um grupo depois de confirmar', LIMITE, async () => {
    let arquivado = false;
    const grupo = () => ({
      grupoId: 3,
      nome: 'Equipe de eventos',
      descricao: null,
      contratanteId: null,
      arquivado,
      usuarios: [{ id: 30, nome: 'Ana' }],
    });
    instalarFakeFetch({
      [`POST ${B}/Convocacao/listaRH`]: () => ok({ ativas: [], emAndamento: [], encerradas: [] }),
      [`GET ${B}/grupo`]: (req) =>
        ok(
          req.url.searchParams.get('arquivados') === 'true'
            ? arquivado
              ? [grupo()]
              : []
            : arquivado
              ? []
              : [grupo()],
        ),
      [`GET ${B}/Grupo/arquivar/3`]: () => {
        arquivado = true;
        return ok(grupo());
      },
    });
    renderComProviders(<IntermitentePage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Grupos' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Arquivar Equipe de eventos' }),
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Arquivar grupo' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Arquivar' }));
    expect(await screen.findByText('Nada nesta situação')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Arquivados' }));
    expect(
      await screen.findByRole('button', { name: 'Desarquivar Equipe de eventos' }),
    ).toBeInTheDocument();
  });

  it('cria uma regra de convocação com o valor da hora em centavos', LIMITE, async () => {
    const { chamadas } = instalarFakeFetch({
      [`POST ${B}/Convocacao/listaRH`]: () => ok({ ativas: [], emAndamento: [], encerradas: [] }),
      [`GET ${B}/RegrasConvocacao/por-status`]: () => ok([]),
      [`POST ${B}/RegrasConvocacao`]: () =>
        ok({
          id: 5,
          nome: 'Eventos',
          antecedencia: '72h',
          sabadoUtil: true,
          valorHora: 3050,
          verbas: {},
          arquivada: false,
          convocacoes: 0,
        }),
    });
    renderComProviders(<IntermitentePage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Regras' }));
    expect(await screen.findByText('Nenhuma regra nesta situação')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nova regra' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe o nome da regra.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Nome da regra/ }), 'Eventos');
    await userEvent.type(screen.getByRole('textbox', { name: /Valor da hora/ }), '30,50');
    await userEvent.type(screen.getByRole('textbox', { name: 'Verba: DSR' }), '1020');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(
        chamadas.find((c) => c.method === 'POST' && c.url.pathname.endsWith('/RegrasConvocacao'))
          ?.body,
      ).toMatchObject({
        nome: 'Eventos',
        antecedencia: 'dias-corridos',
        sabadoUtil: true,
        valorHora: 3050,
        verbas: { dsr: '1020', remuneracao: null },
      }),
    );
  });

  it('cria um grupo buscando os membros pelo nome', LIMITE, async () => {
    const { chamadas } = instalarFakeFetch({
      [`POST ${B}/Convocacao/listaRH`]: () => ok({ ativas: [], emAndamento: [], encerradas: [] }),
      [`GET ${B}/grupo`]: () => ok([]),
      [`GET ${B}/Contratantes/por-status`]: () => ok([]),
      [`GET ${B}/Usuario`]: (req) =>
        ok(
          req.url.searchParams.get('search') === 'Bru'
            ? [
                {
                  id: 31,
                  nome: 'Bruna Caixa',
                  email: 'bruna@demo.jornada.dev',
                  matricula: null,
                  cargoId: null,
                  cargo: null,
                  departamentoId: null,
                  departamento: null,
                },
              ]
            : [],
        ),
      [`POST ${B}/Grupo`]: () => ({
        status: 400,
        body: corpoErro400('Falha ao criar grupo: já existe um grupo com este nome.'),
      }),
    });
    renderComProviders(<IntermitentePage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Grupos' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Novo grupo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe o nome do grupo.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Nome do grupo/ }), 'Reforço');
    const busca = screen
      .getAllByLabelText('Intermitentes do grupo')
      .find((e) => e.getAttribute('aria-haspopup') === 'listbox')!;
    await userEvent.type(busca, 'Bru');
    await userEvent.click(
      await screen.findByRole('option', { name: 'Bruna Caixa' }, { timeout: 3000 }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('Falha ao criar grupo: já existe um grupo com este nome.'),
    ).toBeInTheDocument();
    expect(
      chamadas.find((c) => c.method === 'POST' && c.url.pathname === `${B}/Grupo`)?.body,
    ).toEqual({
      nome: 'Reforço',
      descricao: null,
      contratanteId: null,
      usuarioIds: [31],
    });
  });

  it('cria um contratante terceiro exigindo o CNPJ e os departamentos', LIMITE, async () => {
    const { chamadas } = instalarFakeFetch({
      [`POST ${B}/Convocacao/listaRH`]: () => ok({ ativas: [], emAndamento: [], encerradas: [] }),
      [`GET ${B}/Contratantes/por-status`]: () => ok([]),
      [`GET ${B}/Departamento`]: () => ok([{ id: 4, nome: 'Loja Centro' }]),
      [`POST ${B}/Contratantes`]: (req) =>
        ok({
          id: 9,
          ...(req.body as object),
          responsavelId: null,
          arquivado: false,
          contratantesDepartamentos: [4],
        }),
    });
    renderComProviders(<IntermitentePage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Contratantes' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Novo contratante' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: /Nome do contratante/ }),
      'Buffet Sul',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Terceiro' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe os 14 dígitos do CNPJ.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /CNPJ/ }), '33.444.555/0001-81');
    const deptos = screen
      .getAllByLabelText('Departamentos atendidos')
      .find((e) => e.getAttribute('aria-haspopup') === 'listbox')!;
    await userEvent.click(deptos);
    await userEvent.click(await screen.findByRole('option', { name: 'Loja Centro' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(
        chamadas.find((c) => c.method === 'POST' && c.url.pathname === `${B}/Contratantes`)?.body,
      ).toEqual({
        nome: 'Buffet Sul',
        tipo: 'terceiro',
        cnpj: '33444555000181',
        responsavelId: null,
        contratantesDepartamentos: [{ departamento_Id: 4 }],
      }),
    );
  });

  it('cadastra e desativa motivos de interrupção', LIMITE, async () => {
    let motivos = [{ id: 1, descricao: 'Condições climáticas', ativo: true }];
    const { chamadas } = instalarFakeFetch({
      [`POST ${B}/Convocacao/listaRH`]: () => ok({ ativas: [], emAndamento: [], encerradas: [] }),
      [`GET ${B}/MotivosInterrupcoes/admin`]: () => ok(motivos),
      [`PUT ${B}/MotivosInterrupcoes`]: (req) => {
        motivos = [req.body as (typeof motivos)[number]];
        return ok(motivos[0]);
      },
    });
    renderComProviders(<IntermitentePage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Motivos de interrupção' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar Condições climáticas' }),
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Ativo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Inativo')).toBeInTheDocument();
    expect(chamadas.find((c) => c.method === 'PUT')?.body).toEqual({
      id: 1,
      descricao: 'Condições climáticas',
      ativo: false,
    });
  });
});
