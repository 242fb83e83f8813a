import type { Db, Tx } from '../../../db/client.ts';
import { naoEncontrado } from '../../../shared/errors.ts';
import { EMPRESA_OPERADORA } from '../../auth/index.ts';
import { listEmpresasCadastradas } from '../../organizacao/index.ts';

export type EmpresaCliente = { id: number; nome: string; cnpj: string };

/** As empresas clientes (todas menos a operadora), em ordem de id. */
export const listEmpresasClientes = async (d: Db | Tx): Promise<EmpresaCliente[]> =>
  (await listEmpresasCadastradas(d)).filter((e) => e.id !== EMPRESA_OPERADORA);

/** Uma empresa cliente; a operadora e ids que não existem respondem 404. */
export const findEmpresaCliente = async (d: Db | Tx, id: number): Promise<EmpresaCliente> => {
  const e = (await listEmpresasClientes(d)).find((x) => x.id === id);
  if (!e) throw naoEncontrado('Empresa');
  return e;
};
