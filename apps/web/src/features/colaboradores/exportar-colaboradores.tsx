import { Button, Menu } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { exportarColaboradores, type FiltroExportacao } from './importacao.api.ts';
import { mensagemDeErro } from './use-gravacao.ts';

/** Menu "Exportar": a lista com os filtros da tela, em XLSX ou CSV. */
export const ExportarColaboradores = ({ filtro }: { filtro: FiltroExportacao }) => {
  const [exportando, setExportando] = useState(false);
  const exportar = (formato: 'csv' | 'xlsx') => {
    setExportando(true);
    exportarColaboradores(filtro, formato)
      .catch((e: unknown) => toast.erro(mensagemDeErro(e)))
      .finally(() => setExportando(false));
  };
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" loading={exportando}>
          Exportar
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => exportar('xlsx')}>Planilha do Excel (XLSX)</Menu.Item>
        <Menu.Item onClick={() => exportar('csv')}>Arquivo CSV</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};
