import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { B, LIMITE, ok, pagina, previaFixture, TIPOS } from './holerite.fixtures.ts';
import { HoleritesAdminPage } from './holerites-admin-page.tsx';

const escolher = async (rotulo: string, opcao: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: new RegExp(`^${rotulo}`) }));
  await userEvent.click(await screen.findByRole('option', { name: opcao }));
};

/** Preenche o envio e manda um PDF (a resposta vem do fake). */
const enviar = async () => {
  await screen.findByText('Nenhum holerite encontrado');
  await escolher('Tipo de holerite', 'Mensal');
  await escolher('Mês da competência', 'Outubro');
  await escolher('Ano da competência', '2026');
  const envio = screen.getByRole('region', { name: 'Importar holerites' });
  await userEvent.upload(
    envio.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement,
    new File(['%PDF-1.7 holerites'], 'folha-outubro.pdf', { type: 'application/pdf' }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Enviar e ver prévia' }));
};

const naFila = previaFixture({
  paginas: 0,
  processamento: 'na_fila',
  paginasProcessadas: 0,
  encontrados: [],
  naoIdentificadas: [],
});

describe('divisão de holerites na fila', LIMITE, () => {
  it('mostra a barra de progresso enquanto divide e a prévia quando termina', async () => {
    const andamento = [
      previaFixture({
        processamento: 'processando',
        etapa: 'montagem',
        paginas: 2000,
        paginasProcessadas: 1000,
        encontrados: [],
        naoIdentificadas: [],
      }),
      previaFixture(),
    ];
    let consultas = 0;
    instalarFakeFetch({
      [`GET ${B}/holeritetipo`]: () => ok(TIPOS),
      [`GET ${B}/importacao`]: () => pagina([]),
      [`POST ${B}/importacao`]: () => ok(naFila),
      [`GET ${B}/importacao/lote/3`]: () => {
        const r = andamento[Math.min(consultas, andamento.length - 1)];
        consultas += 1;
        return ok(r);
      },
    });
    renderComProviders(<HoleritesAdminPage />);
    await enviar();

    const divisao = await screen.findByRole('region', { name: 'Divisão do arquivo' });
    expect(
      await within(divisao).findByText(
        'Montando o holerite de cada colaborador: 1.000 de 2.000 páginas (75%)',
      ),
    ).toBeInTheDocument();
    expect(within(divisao).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
    expect(screen.queryByRole('button', { name: 'Publicar holerites' })).not.toBeInTheDocument();

    const previa = await screen.findByRole(
      'region',
      { name: 'Prévia da importação' },
      { timeout: 5000 },
    );
    expect(within(previa).getByText('Holerites encontrados: 2')).toBeInTheDocument();
    expect(within(previa).getByRole('button', { name: 'Publicar holerites' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Divisão do arquivo' })).not.toBeInTheDocument();
  });

  it('falha da divisão mostra o motivo e permite descartar', async () => {
    instalarFakeFetch({
      [`GET ${B}/holeritetipo`]: () => ok(TIPOS),
      [`GET ${B}/importacao`]: () => pagina([]),
      [`POST ${B}/importacao`]: () => ok(naFila),
      [`GET ${B}/importacao/lote/3`]: () =>
        ok(
          previaFixture({
            processamento: 'falhou',
            erro: 'Não foi possível ler o PDF folha-outubro.pdf: o arquivo está corrompido ou protegido por senha.',
            encontrados: [],
            naoIdentificadas: [],
          }),
        ),
      [`DELETE ${B}/importacao/lote/3`]: () => ok({ excluidos: 0 }),
    });
    renderComProviders(<HoleritesAdminPage />);
    await enviar();
    expect(
      await screen.findByText('A divisão do arquivo falhou', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Não foi possível ler o PDF folha-outubro.pdf: o arquivo está corrompido ou protegido por senha.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Descartar importação' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Descartar' }));
    expect(await screen.findByText('Importação descartada.')).toBeInTheDocument();
  });
});
