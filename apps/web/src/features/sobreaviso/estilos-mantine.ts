// CSS dos componentes do Mantine que as telas de sobreaviso usam além da base do app (o app
// carrega o CSS por componente, ver app/mantine-styles.ts): vem junto com o chunk destas telas.
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Pagination.css';
