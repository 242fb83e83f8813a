import { List, Stack, Text } from '@mantine/core';

export type Mudancas = { adicionadas: string[]; removidas: string[] };

export const calcularMudancas = (
  antes: ReadonlySet<string> | readonly string[],
  depois: ReadonlySet<string> | readonly string[],
): Mudancas => {
  const a = new Set(antes);
  const d = new Set(depois);
  return {
    adicionadas: [...d].filter((x) => !a.has(x)),
    removidas: [...a].filter((x) => !d.has(x)),
  };
};

export type ResumoMudancasProps = {
  mudancas: Mudancas;
  /** Nome legível de cada item (rota → nome do recurso, id → nome do perfil). */
  nomeDe: (chave: string) => string;
};

/** O que muda, item a item: a confirmação mostra exatamente o que vai para a auditoria. */
export const ResumoMudancas = ({ mudancas, nomeDe }: ResumoMudancasProps) => {
  if (!mudancas.adicionadas.length && !mudancas.removidas.length) {
    return <Text size="sm">Nenhuma permissão muda.</Text>;
  }
  const lista = (titulo: string, itens: string[], cor: string) =>
    itens.length ? (
      <div>
        <Text size="sm" fw={600} c={cor}>
          {titulo} ({itens.length})
        </Text>
        <List size="sm">
          {itens.map((item) => (
            <List.Item key={item}>{nomeDe(item)}</List.Item>
          ))}
        </List>
      </div>
    ) : null;
  return (
    <Stack gap="xs">
      {lista('Incluídas', mudancas.adicionadas, 'green.8')}
      {lista('Retiradas', mudancas.removidas, 'red.8')}
    </Stack>
  );
};
