import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { B, erro, LIMITE, ok, TIPOS, VERBAS, verbaFixture } from './folha.fixtures.ts';
import { VerbasTab } from './verbas-tab.tsx';

const rotas = (extra: Parameters<typeof instalarFakeFetch>[0] = {}) =>
  instalarFakeFetch({
    [`GET ${B}/verba`]: () => ok(VERBAS),
    [`GET ${B}/tipos-quantidade`]: () => ok(TIPOS),
    ...extra,
  });

describe('aba Verbas', LIMITE, () => {
  it('lista as verbas com as quantidades em português, a unidade e a vigência, e busca', async () => {
    rotas();
    renderComProviders(<VerbasTab />);
    const tabela = await screen.findByRole('table', { name: 'Verbas da folha' });
    expect(within(tabela).getByText('Horas extras (por faixa) — 50 %')).toBeInTheDocument();
    expect(within(tabela).getByText('Atrasos e saídas antecipadas')).toBeInTheDocument();
    expect(within(tabela).getByText('Faltas injustificadas (horas)')).toBeInTheDocument();
    expect(within(tabela).getAllByText('Desde 01/01/2026')).toHaveLength(3);
    expect(within(tabela).getByText('Dias')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Buscar verba'), 'atrasos');
    expect(within(tabela).getByText('8069')).toBeInTheDocument();
    expect(within(tabela).queryByText('150')).toBeNull();
    await userEvent.clear(screen.getByLabelText('Buscar verba'));
    await userEvent.type(screen.getByLabelText('Buscar verba'), 'xyz');
    expect(await screen.findByText('Nenhuma verba encontrada')).toBeInTheDocument();
  });

  it('valida a nova verba campo a campo e cria com as faixas de horas extras', async () => {
    const { chamadas } = rotas({
      [`POST ${B}/verba`]: (req) => ok(verbaFixture({ id: 9, ...(req.body as object) })),
    });
    renderComProviders(<VerbasTab />);
    await screen.findByRole('table', { name: 'Verbas da folha' });
    await userEvent.click(screen.getByRole('button', { name: 'Nova verba' }));
    const painel = await screen.findByRole('dialog', { name: 'Nova verba' });
    await userEvent.click(within(painel).getByRole('button', { name: 'Salvar verba' }));
    expect(
      within(painel).getByText('Código na folha: use de 1 a 20 letras ou dígitos, sem espaços.'),
    ).toBeInTheDocument();
    expect(
      within(painel).getByText('Descrição: informe a descrição da verba.'),
    ).toBeInTheDocument();
    expect(
      within(painel).getByText('Quantidades: escolha ao menos uma quantidade.'),
    ).toBeInTheDocument();

    await userEvent.type(within(painel).getByLabelText(/^Código na folha/), '210');
    await userEvent.type(within(painel).getByLabelText(/^Descrição/), 'HE 50 e 100');
    const campoQuantidades = within(painel)
      .getAllByLabelText(/^Quantidades/)
      .find((e) => e instanceof HTMLInputElement && e.type !== 'hidden');
    await userEvent.click(campoQuantidades as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'Horas extras (por faixa)' }));
    await userEvent.click(within(painel).getByRole('button', { name: 'Salvar verba' }));
    expect(
      within(painel).getByText(
        'Percentuais das horas extras: informe as faixas, como 50 ou 50, 100.',
      ),
    ).toBeInTheDocument();
    await userEvent.type(within(painel).getByLabelText(/^Percentuais das horas extras/), '50, 100');
    await userEvent.click(within(painel).getByRole('button', { name: 'Salvar verba' }));
    await waitFor(() => expect(chamadas.some((c) => c.method === 'POST')).toBe(true));
    const post = chamadas.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      codigo: '210',
      descricao: 'HE 50 e 100',
      unidade: 'horas',
      quantidades: [
        { tipo: 'extras', percentual: 50 },
        { tipo: 'extras', percentual: 100 },
      ],
      vigenciaFim: null,
    });
    expect(await screen.findByText('Verba 210 criada.')).toBeInTheDocument();
  });

  it('mostra o conflito do servidor no campo que ele aponta', async () => {
    rotas({
      [`PUT ${B}/verba/1`]: () =>
        erro(409, 'o código 150 já tem verba ativa de 01/01/2026 em diante', 'codigo'),
    });
    renderComProviders(<VerbasTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Alterar 150 HE 50 %' }));
    const painel = await screen.findByRole('dialog', { name: 'Alterar verba 150' });
    await userEvent.click(within(painel).getByRole('button', { name: 'Salvar verba' }));
    expect(
      await within(painel).findByText(
        'Código na folha: o código 150 já tem verba ativa de 01/01/2026 em diante',
      ),
    ).toBeInTheDocument();
  });

  it('exclui só depois de confirmar e mostra o histórico de versões', async () => {
    const { chamadas } = rotas({
      [`DELETE ${B}/verba/4`]: () => ok(verbaFixture({ id: 4, codigo: '8069', ativo: false })),
      [`GET ${B}/verba/4/historico`]: () =>
        ok([
          {
            versao: 2,
            acao: 'alteracao',
            alteradoPor: 3,
            alteradoPorNome: 'Rita RH',
            alteradoEm: '2026-10-05T13:00:00.000Z',
            dados: {
              codigo: '8069',
              descricao: 'Horas faltas',
              unidade: 'horas',
              vigenciaInicio: '2026-01-01',
              vigenciaFim: null,
            },
          },
          {
            versao: 1,
            acao: 'inclusao',
            alteradoPor: null,
            alteradoPorNome: null,
            alteradoEm: '2026-01-01T10:00:00.000Z',
            dados: {
              codigo: '8069',
              descricao: 'Faltas',
              unidade: 'horas',
              vigenciaInicio: '2026-01-01',
            },
          },
        ]),
    });
    renderComProviders(<VerbasTab />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Histórico 8069 Horas faltas parcial' }),
    );
    const historico = await screen.findByRole('table', { name: 'Histórico da verba 8069' });
    expect(within(historico).getByText('Alteração (versão 2)')).toBeInTheDocument();
    expect(within(historico).getByText('Inclusão (versão 1)')).toBeInTheDocument();
    expect(within(historico).getByText(/05\/10\/2026 às \d\d:00 por Rita RH/)).toBeInTheDocument();
    expect(
      within(historico).getByText('8069 — Horas faltas · Horas · Desde 01/01/2026'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar painel' }));

    await userEvent.click(
      screen.getByRole('button', { name: 'Excluir 8069 Horas faltas parcial' }),
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Excluir verba' });
    expect(chamadas.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(chamadas.some((c) => c.method === 'DELETE' && c.url.pathname === `${B}/verba/4`)).toBe(
        true,
      ),
    );
    expect(await screen.findByText('Verba 8069 excluída.')).toBeInTheDocument();
  });

  it('encerra a vigência só depois de confirmar, mantendo o resto da verba', async () => {
    const { chamadas } = rotas({
      [`PUT ${B}/verba/5`]: (req) => ok(verbaFixture({ id: 5, ...(req.body as object) })),
    });
    renderComProviders(<VerbasTab />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Encerrar vigência 8070 Dias de falta' }),
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Encerrar vigência' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Encerrar vigência' }));
    expect(
      within(dialogo).getByText('Fim da vigência: informe uma data a partir de 01/01/2026.'),
    ).toBeInTheDocument();
    await userEvent.type(
      within(dialogo).getByRole('textbox', { name: /^Fim da vigência/ }),
      '31/10/2026',
    );
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Encerrar vigência' }));
    await waitFor(() => expect(chamadas.some((c) => c.method === 'PUT')).toBe(true));
    expect(chamadas.find((c) => c.method === 'PUT')?.body).toEqual({
      codigo: '8070',
      descricao: 'Dias de falta',
      unidade: 'dias',
      quantidades: [{ tipo: 'diasFalta' }],
      vigenciaInicio: '2026-01-01',
      vigenciaFim: '2026-10-31',
    });
    expect(
      await screen.findByText('Vigência da verba 8070 encerrada em 31/10/2026.'),
    ).toBeInTheDocument();
  });

  it('sem resposta do serviço, mostra o erro da configuração de verbas', async () => {
    rotas({
      [`GET ${B}/verba`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderComProviders(<VerbasTab />);
    expect(await screen.findByText('Erro ao realizar request')).toBeInTheDocument();
  });
});
