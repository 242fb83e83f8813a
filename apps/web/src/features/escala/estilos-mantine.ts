// CSS dos componentes do Mantine que só as telas de escala usam (o app carrega o CSS por
// componente, ver app/mantine-styles.ts): vem junto com o chunk das telas, não no primeiro
// carregamento. A base (baseline, variáveis, Input, Popover...) já está no app.
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/List.css';
