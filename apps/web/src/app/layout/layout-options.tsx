import { Button, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import {
  type EsquemaCores,
  type PreferenciasLayout,
  preferenciasLayout,
  usePreferenciasLayout,
} from './layout-preferences.ts';

export type LayoutOptionsProps = { isOpen: boolean; onClose: () => void };

type ChaveBooleana = {
  [K in keyof PreferenciasLayout]: PreferenciasLayout[K] extends boolean ? K : never;
}[keyof PreferenciasLayout];

const CHAVES: { chave: ChaveBooleana; rotulo: string }[] = [
  { chave: 'isCabecalhoFixo', rotulo: 'Cabeçalho fixo' },
  { chave: 'isBarraLateralVisivel', rotulo: 'Barra lateral' },
  { chave: 'isRodapeVisivel', rotulo: 'Rodapé' },
  { chave: 'isImagemFundo', rotulo: 'Imagem de fundo na barra lateral' },
  { chave: 'isAbasAlternativas', rotulo: 'Abas das páginas em estilo alternativo' },
];

/** Painel "Personalizar layout" (spec §2): as escolhas ficam guardadas entre recargas. */
export const LayoutOptions = ({ isOpen, onClose }: LayoutOptionsProps) => {
  const preferencias = usePreferenciasLayout();
  return (
    <SidePanel isOpen={isOpen} title="Personalizar layout" onClose={onClose}>
      <Stack>
        {CHAVES.map(({ chave, rotulo }) => (
          <Switch
            key={chave}
            label={rotulo}
            checked={preferencias[chave]}
            onChange={(evento) =>
              preferenciasLayout.alterar({ [chave]: evento.currentTarget.checked })
            }
          />
        ))}
        <div>
          <Text size="sm" fw={500} mb={4} id="rotulo-esquema-cores">
            Esquema de cores
          </Text>
          <SegmentedControl
            aria-labelledby="rotulo-esquema-cores"
            value={preferencias.esquemaCores}
            onChange={(valor) =>
              preferenciasLayout.alterar({ esquemaCores: valor as EsquemaCores })
            }
            data={[
              { value: 'light', label: 'Claro' },
              { value: 'dark', label: 'Escuro' },
            ]}
          />
        </div>
        <Button variant="default" onClick={preferenciasLayout.redefinir}>
          Restaurar padrão
        </Button>
      </Stack>
    </SidePanel>
  );
};
