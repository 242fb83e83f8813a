import type { LoteAssinatura } from '@jornada/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { corpoErro400, instalarFakeFetch } from '../../../test/fake-api.ts';
import { item, loginRespostaFixture } from '../../../test/fixtures.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { entrarComo } from '../../../test/render-app.tsx';
import { A, documentoFixture, LIMITE, ok, pagina, TIPOS } from './assinatura.fixtures.ts';
import { DocumentosAssinaturaPage } from './documentos-assinatura-page.tsx';

/** SHA-256 maiúsculo de 'Jornada@2026' (a senha só trafega assim, spec §5). */
const SENHA_SHA = '09DBD6329735E198997A9B3FEA8094E6EA71FB2C25B1B73CFE7C3FDAD0606885';
const comoRh = () =>
  entrarComo(
    loginRespostaFixture({ MenuAdmin: [item('/dashboard/admin/colaboradores', 'Colaboradores')] }),
  );

const LOTE = '2b8f7c1e-4d3a-4e5b-9c6d-7e8f9a0b1c2d';
const lote = (o: Partial<LoteAssinatura> = {}): LoteAssinatura => ({
  loteId: LOTE,
  tipo: 'espelho',
  titulo: 'Espelho de ponto — outubro/2026',
  competencia: '2026-10',
  situacao: 'gerando',
  total: 2,
  enviados: 0,
  erros: 0,
  enviadoEm: '2026-11-07T10:00:00.000Z',
  concluidoEm: null,
  falhas: [],
  ...o,
});

describe('documentos para assinatura eletrônica', LIMITE, () => {
  it('a pessoa assina com a senha: a senha errada aparece no campo e a certa vai só como SHA-256', async () => {
    entrarComo();
    let assinado = false;
    const { chamadas } = instalarFakeFetch({
      [`GET ${A}/tipos`]: () => ok(TIPOS),
      [`GET ${A}/meus`]: () =>
        pagina([
          documentoFixture(assinado ? { situacao: 'assinado', codigo: 'ABCD-EFGH-JKLM-NPQR' } : {}),
        ]),
      [`POST ${A}/meus/21/assinar`]: (req) => {
        const corpo = req.body as { senha: string };
        if (corpo.senha !== SENHA_SHA)
          return {
            status: 400,
            body: corpoErro400('senha: a senha não confere.', 'SENHA_INCORRETA', 'senha'),
          };
        assinado = true;
        return ok(documentoFixture({ situacao: 'assinado', codigo: 'ABCD-EFGH-JKLM-NPQR' }));
      },
    });
    renderComProviders(<DocumentosAssinaturaPage />);
    expect(await screen.findByText('Espelho de ponto — outubro/2026')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Gestão' })).not.toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Assinar Espelho de ponto — outubro/2026' }),
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Assinar documento' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Confirmar assinatura' }));
    expect(within(dialogo).getByText('Digite a sua senha para assinar.')).toBeInTheDocument();
    await userEvent.type(within(dialogo).getByLabelText(/^Senha/), 'errada');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Confirmar assinatura' }));
    expect(await within(dialogo).findByText('A senha não confere.')).toBeInTheDocument();
    const campo = within(dialogo).getByLabelText(/^Senha/);
    await userEvent.clear(campo);
    await userEvent.type(campo, 'Jornada@2026');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Confirmar assinatura' }));
    expect(await screen.findByText('Código ABCD-EFGH-JKLM-NPQR')).toBeInTheDocument();
    expect(screen.getByText('Assinado')).toBeInTheDocument();
    const envios = chamadas.filter((c) => c.method === 'POST');
    expect(envios.every((c) => /^[0-9A-F]{64}$/.test((c.body as { senha: string }).senha))).toBe(
      true,
    );
  });

  it('recusar exige o motivo e o envia', async () => {
    entrarComo();
    const { chamadas } = instalarFakeFetch({
      [`GET ${A}/tipos`]: () => ok(TIPOS),
      [`GET ${A}/meus`]: () => pagina([documentoFixture()]),
      [`POST ${A}/meus/21/recusar`]: () =>
        ok(documentoFixture({ situacao: 'recusado', motivoRecusa: 'Faltam as horas extras.' })),
    });
    renderComProviders(<DocumentosAssinaturaPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Recusar Espelho de ponto — outubro/2026' }),
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Recusar documento' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Recusar documento' }));
    expect(
      within(dialogo).getByText('Descreva o motivo da recusa (ao menos 5 caracteres).'),
    ).toBeInTheDocument();
    await userEvent.type(
      within(dialogo).getByLabelText(/^Motivo da recusa/),
      'Faltam as horas extras.',
    );
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Recusar documento' }));
    await waitFor(() =>
      expect(chamadas.find((c) => c.method === 'POST')?.body).toEqual({
        motivo: 'Faltam as horas extras.',
      }),
    );
  });

  it('abrir mostra o PDF numa nova aba e a lista passa a "Visualizado"', async () => {
    entrarComo();
    const aba = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => aba),
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:documento', revokeObjectURL: () => {} }),
    );
    let aberto = false;
    instalarFakeFetch({
      [`GET ${A}/meus`]: () =>
        pagina([documentoFixture(aberto ? { situacao: 'visualizado' } : {})]),
      [`GET ${A}/meus/21/arquivo`]: () => {
        aberto = true;
        return { body: '%PDF-1.7' };
      },
    });
    renderComProviders(<DocumentosAssinaturaPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Abrir Espelho de ponto — outubro/2026' }),
    );
    await waitFor(() => expect(aba.location.href).toBe('blob:documento'));
    expect(await screen.findByText('Visualizado')).toBeInTheDocument();
  });

  it('sem documentos, diz que não há nada para assinar', async () => {
    entrarComo();
    instalarFakeFetch({ [`GET ${A}/meus`]: () => pagina([]) });
    renderComProviders(<DocumentosAssinaturaPage />);
    expect(await screen.findByText('Nenhum documento para assinar')).toBeInTheDocument();
  });

  it('o RH envia o espelho do mês às pessoas escolhidas e acompanha a situação', async () => {
    comoRh();
    let consultas = 0;
    const { chamadas } = instalarFakeFetch({
      [`GET ${A}/tipos`]: () => ok(TIPOS),
      [`GET ${A}/meus`]: () => pagina([]),
      [`GET ${A}/documentos`]: () =>
        pagina([
          documentoFixture({ situacao: 'assinado', assinadoEm: '2026-11-06T12:00:00.000Z' }),
          documentoFixture({
            id: 22,
            nome: 'Carlos Souza',
            situacao: 'visualizado',
            visualizadoEm: '2026-11-06T10:00:00.000Z',
          }),
        ]),
      'GET /api/base/filter/pessoas': () =>
        ok([
          { id: 40, nome: 'Paula Andrade', detalhe: 'Analista' },
          { id: 41, nome: 'Carlos Souza', detalhe: 'Operador' },
        ]),
      [`POST ${A}/envios`]: () => ok({ ...lote({ enviados: 0 }), documentos: [] }),
      [`GET ${A}/envios/${LOTE}`]: () => {
        consultas += 1;
        return consultas === 1
          ? ok(lote({ enviados: 1 }))
          : ok(
              lote({
                situacao: 'enviado',
                enviados: 1,
                erros: 1,
                concluidoEm: '2026-11-07T10:00:05.000Z',
                falhas: [
                  {
                    usuarioId: 41,
                    nome: 'Carlos Souza',
                    matricula: '1004',
                    erro: 'Colaborador não encontrado(a).',
                  },
                ],
              }),
            );
      },
      [`POST ${A}/documentos/22/lembrete`]: () =>
        ok({ lembretes: 1, ultimoLembreteEm: '2026-11-07T10:00:00.000Z' }),
    });
    renderComProviders(<DocumentosAssinaturaPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Gestão' }));
    const envio = screen.getByRole('region', { name: 'Enviar para assinatura' });
    await userEvent.click(within(envio).getByRole('button', { name: 'Enviar para assinatura' }));
    expect(within(envio).getByText('Escolha o tipo de documento.')).toBeInTheDocument();
    expect(within(envio).getByText('Escolha ao menos um colaborador.')).toBeInTheDocument();
    await userEvent.click(within(envio).getByRole('combobox', { name: /^Tipo de documento/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Espelho de ponto mensal' }));
    await userEvent.click(within(envio).getByRole('combobox', { name: /^Colaboradores/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Paula Andrade' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Carlos Souza' }));
    await userEvent.click(within(envio).getByRole('button', { name: 'Enviar para assinatura' }));
    await waitFor(() => {
      const post = chamadas.find((c) => c.method === 'POST' && c.url.pathname === `${A}/envios`);
      expect(post?.body).toMatchObject({
        tipo: 'espelho',
        usuarioIds: [40, 41],
        competencia: expect.stringMatching(/^\d{4}-\d{2}$/),
      });
    });
    // A barra do lote anda com o job até "Enviado"; a pessoa sem documento aparece com o motivo.
    const andamento = await within(envio).findByRole('region', { name: 'Andamento do envio' });
    const barra = within(andamento).getByRole('progressbar', { name: 'Progresso do envio' });
    expect(['0', '50']).toContain(barra.getAttribute('aria-valuenow'));
    expect(await within(andamento).findByText('Enviado', {}, { timeout: 5000 })).toBeVisible();
    expect(barra.getAttribute('aria-valuenow')).toBe('100');
    expect(within(andamento).getByText('1 de 2 documentos enviados · 1 com erro')).toBeVisible();
    expect(
      within(andamento).getByText('Carlos Souza (matrícula 1004): Colaborador não encontrado(a).'),
    ).toBeVisible();

    const tabela = await screen.findByRole('table', { name: 'Documentos enviados' });
    expect(within(tabela).getByText('Assinado')).toBeInTheDocument();
    expect(within(tabela).getByText('Visualizado')).toBeInTheDocument();
    expect(within(tabela).queryByRole('button', { name: 'Lembrar Paula Andrade' })).toBeNull();
    await userEvent.click(within(tabela).getByRole('button', { name: 'Lembrar Carlos Souza' }));
    expect(await screen.findByText('Lembrete enviado a Carlos Souza.')).toBeInTheDocument();
  });

  it('sem os tipos, mostra o texto da spec', async () => {
    comoRh();
    instalarFakeFetch({
      [`GET ${A}/tipos`]: () => ({ status: 500, body: {} }),
      [`GET ${A}/meus`]: () => pagina([]),
      [`GET ${A}/documentos`]: () => pagina([]),
      'GET /api/base/filter/pessoas': () => ok([]),
    });
    renderComProviders(<DocumentosAssinaturaPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Gestão' }));
    expect(
      await screen.findByText('Erro ao buscar tipos de assinaturas eletrônicas'),
    ).toBeInTheDocument();
  });
});
