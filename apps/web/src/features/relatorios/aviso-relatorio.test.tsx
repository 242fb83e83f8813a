import type { Relatorio } from '@jornada/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { useAvisosRelatorio } from './index.ts';

const LIMITE = { timeout: 30_000 };
const envelope = <T,>(data: T) => ({ body: { success: true, data, error: null, message: null } });

const pronto: Relatorio = {
  id: 6,
  tipo: 'marcacoes',
  formato: 'xlsx',
  status: 'pronto',
  inicio: '2026-01-01',
  fim: '2026-01-31',
  filialId: null,
  departamentoId: null,
  usuarioId: null,
  feitos: 12,
  total: 12,
  percentual: 100,
  linhas: 340,
  nomeArquivo: 'relatorio-marcacoes-2026-01-01-a-2026-01-31.xlsx',
  tamanhoBytes: 20_480,
  erro: null,
  criadoEm: '2026-02-02T09:00:00-03:00',
  concluidoEm: '2026-02-02T09:01:00-03:00',
  expiraEm: '2026-02-09T09:01:00-03:00',
};

/** Uma tela qualquer do app com o aviso global ligado (como o shell faz). */
const OutraTela = ({ isAtivo = true }: { isAtivo?: boolean }) => {
  useAvisosRelatorio(isAtivo);
  return <p>Outra tela</p>;
};

describe('aviso global de relatório', LIMITE, () => {
  it('em outra tela, mostra "Relatório pronto" com baixar e o link da tela, e marca visto', async () => {
    const { chamadas } = instalarFakeFetch({
      'GET /api/relatorios/avisos': () =>
        envelope({
          emAndamento: 0,
          avisos: [
            pronto,
            {
              ...pronto,
              id: 5,
              tipo: 'totais',
              formato: 'pdf',
              status: 'erro',
              erro: 'Não contém dados para esse relatório',
            },
          ],
        }),
      'POST /api/relatorios/6/aviso-visto': () => envelope({ id: 6, primeiraVez: true }),
      'POST /api/relatorios/5/aviso-visto': () => envelope({ id: 5, primeiraVez: true }),
    });
    renderComProviders(<OutraTela />);
    expect(await screen.findByText('Relatório pronto')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Relatório de marcações de 01/01/2026 a 31/01/2026 (XLSX) está pronto para baixar.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar' })).toBeInTheDocument();
    expect(await screen.findByText('Relatório não gerado')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Totais do espelho de 01/01/2026 a 31/01/2026 (PDF): Não contém dados para esse relatório',
      ),
    ).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Abrir relatórios' });
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/#/dashboard/admin/relatorios');
    expect(
      chamadas
        .filter((c) => c.method === 'POST')
        .map((c) => c.url.pathname)
        .sort(),
    ).toEqual(['/api/relatorios/5/aviso-visto', '/api/relatorios/6/aviso-visto']);
  });

  it('outra aba já mostrou o aviso: esta não repete; desligado, nem consulta', async () => {
    const { chamadas } = instalarFakeFetch({
      'GET /api/relatorios/avisos': () => envelope({ emAndamento: 0, avisos: [pronto] }),
      'POST /api/relatorios/6/aviso-visto': () => envelope({ id: 6, primeiraVez: false }),
    });
    const { unmount } = renderComProviders(<OutraTela />);
    await waitFor(() => expect(chamadas.some((c) => c.method === 'POST')).toBe(true));
    expect(screen.queryByText('Relatório pronto')).not.toBeInTheDocument();
    unmount();

    const antes = chamadas.length;
    renderComProviders(<OutraTela isAtivo={false} />);
    expect(await screen.findByText('Outra tela')).toBeInTheDocument();
    expect(chamadas.length).toBe(antes);
  });
});
