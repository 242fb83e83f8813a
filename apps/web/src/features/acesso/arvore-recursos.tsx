import type { MenuItem } from '@jornada/contracts';
import { Checkbox, Fieldset, Stack } from '@mantine/core';
import type { CatalogoRecursos } from './perfis.api.ts';

/** Todas as rotas de um nó e da sua subárvore (o catálogo tem até 3 níveis, spec §3). */
export const rotasDaSubarvore = (item: MenuItem): string[] => [
  item.Rota,
  ...item.RecursoFilho.flatMap(rotasDaSubarvore),
];

export const SECOES_CATALOGO: readonly { chave: keyof CatalogoRecursos; titulo: string }[] = [
  { chave: 'MenuMinhasRotinas', titulo: 'Minhas rotinas' },
  { chave: 'MenuGestores', titulo: 'Gestores' },
  { chave: 'MenuAdmin', titulo: 'Administração' },
];

/** Nome legível de uma rota do catálogo (para resumos e confirmações). */
export const nomesDoCatalogo = (catalogo: CatalogoRecursos): Map<string, string> => {
  const nomes = new Map<string, string>();
  const visitar = (itens: MenuItem[]) => {
    for (const item of itens) {
      nomes.set(item.Rota, item.Nome);
      visitar(item.RecursoFilho);
    }
  };
  for (const { chave } of SECOES_CATALOGO) visitar(catalogo[chave]);
  return nomes;
};

type NoProps = {
  item: MenuItem;
  selecionadas: ReadonlySet<string>;
  onAlterar: (rotas: string[], marcar: boolean) => void;
  isDesabilitado: boolean;
};

/**
 * Um recurso e seus filhos: marcar o pai marca a subárvore inteira; com parte marcada o pai fica
 * indeterminado. Cada caixa concede só a sua rota (o filho não fica dentro do caminho do pai).
 */
const NoRecurso = ({ item, selecionadas, onAlterar, isDesabilitado }: NoProps) => {
  const rotas = rotasDaSubarvore(item);
  const marcadas = rotas.filter((r) => selecionadas.has(r)).length;
  const isTodas = marcadas === rotas.length;
  return (
    <Stack gap={6}>
      {/* Só o nome do recurso: a rota é detalhe técnico e não aparece para quem edita. */}
      <Checkbox
        label={item.Nome}
        checked={isTodas}
        indeterminate={marcadas > 0 && !isTodas}
        disabled={isDesabilitado}
        onChange={() => onAlterar(rotas, !isTodas)}
      />
      {item.RecursoFilho.length ? (
        <Stack gap={6} pl="lg" role="group" aria-label={item.Nome}>
          {item.RecursoFilho.map((filho) => (
            <NoRecurso
              key={filho.Rota}
              item={filho}
              selecionadas={selecionadas}
              onAlterar={onAlterar}
              isDesabilitado={isDesabilitado}
            />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
};

export type ArvoreRecursosProps = {
  catalogo: CatalogoRecursos;
  selecionadas: ReadonlySet<string>;
  onChange: (selecionadas: Set<string>) => void;
  isDesabilitado?: boolean;
};

/** O catálogo de recursos como árvore de caixas de seleção, uma seção por menu. */
export const ArvoreRecursos = ({
  catalogo,
  selecionadas,
  onChange,
  isDesabilitado = false,
}: ArvoreRecursosProps) => {
  const alterar = (rotas: string[], marcar: boolean) => {
    const nova = new Set(selecionadas);
    for (const rota of rotas) {
      if (marcar) nova.add(rota);
      else nova.delete(rota);
    }
    onChange(nova);
  };
  return (
    <Stack>
      {SECOES_CATALOGO.filter(({ chave }) => catalogo[chave].length > 0).map(
        ({ chave, titulo }) => (
          <Fieldset key={chave} legend={titulo}>
            <Stack gap="xs">
              {catalogo[chave].map((item) => (
                <NoRecurso
                  key={item.Rota}
                  item={item}
                  selecionadas={selecionadas}
                  onAlterar={alterar}
                  isDesabilitado={isDesabilitado}
                />
              ))}
            </Stack>
          </Fieldset>
        ),
      )}
    </Stack>
  );
};
