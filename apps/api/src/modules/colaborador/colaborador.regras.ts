import type { ColaboradorDados, ColaboradorWire, TipoContrato } from '@jornada/contracts';
import { AppError } from '../../shared/errors.ts';
import type { ColaboradorRepository } from './colaborador.repository.ts';

// Regras comuns às gravações do cadastro de colaboradores: o formato de fio, a validação dos
// dados contra a empresa e os 409 de duplicidade.

type Linha = NonNullable<Awaited<ReturnType<ColaboradorRepository['findById']>>>;

/** A linha lida (usuário e nomes das referências) no formato do contrato. */
export const paraFio = (r: Linha): ColaboradorWire => ({
  id: r.u.id,
  nome: r.u.nome,
  cpf: r.u.cpf,
  email: r.u.email,
  matricula: r.u.matricula,
  filialId: r.u.filialId,
  filialNome: r.filialNome,
  departamentoId: r.u.departamentoId,
  departamentoNome: r.departamentoNome,
  cargoId: r.u.cargoId,
  cargoNome: r.cargoNome,
  gestorId: r.u.gestorId,
  gestorNome: r.gestorNome,
  admissao: r.u.admissao,
  demissao: r.u.demissao,
  pis: r.pis,
  centroCustoId: r.u.centroCustoId,
  centroCustoNome: r.centroCustoNome,
  tipoContrato: r.u.tipoContrato as TipoContrato,
  celular: r.u.celular,
  situacao: r.u.demissao ? 'desligado' : 'ativo',
  cadastroConfirmado: r.u.cadastroConfirmado,
});

/** Corrida entre dois cadastros com o mesmo CPF/e-mail: o índice único do banco decide (409). */
export const duplicadoNoBanco = (e: unknown): never => {
  const causa = (e as { cause?: { code?: string; constraint?: string } }).cause ?? (e as object);
  const { code, constraint } = causa as { code?: string; constraint?: string };
  if (code === '23505' && constraint === 'usuario_empresa_cpf_uq')
    throw new AppError('CPF_DUPLICADO', 'Já existe um colaborador com este CPF.', 409, 'cpf');
  if (code === '23505' && constraint === 'usuario_empresa_email_uq')
    throw new AppError(
      'EMAIL_DUPLICADO',
      'Já existe um colaborador com este e-mail.',
      409,
      'email',
    );
  throw e;
};

/** Referências da empresa, gestor, matrícula, CPF e e-mail livres (400/409 nomeando o campo). */
export const validarDados = async (
  repo: ColaboradorRepository,
  d: ColaboradorDados,
  excetoId: number | null,
) => {
  if (!(await repo.filialExiste(d.filialId)))
    throw new AppError('FILIAL_INEXISTENTE', 'Filial não encontrada.', 400, 'filialId');
  if (d.departamentoId !== null && !(await repo.departamentoExiste(d.departamentoId)))
    throw new AppError(
      'DEPARTAMENTO_INEXISTENTE',
      'Departamento não encontrado.',
      400,
      'departamentoId',
    );
  if (d.cargoId !== null && !(await repo.cargoExiste(d.cargoId)))
    throw new AppError('CARGO_INEXISTENTE', 'Cargo não encontrado.', 400, 'cargoId');
  if (
    d.centroCustoId !== undefined &&
    d.centroCustoId !== null &&
    !(await repo.centroCustoExiste(d.centroCustoId))
  )
    throw new AppError(
      'CENTRO_CUSTO_INEXISTENTE',
      'Centro de custo não encontrado.',
      400,
      'centroCustoId',
    );
  if (d.gestorId !== null) {
    if (d.gestorId === excetoId)
      throw new AppError(
        'GESTOR_INVALIDO',
        'O colaborador não pode ser o próprio gestor.',
        400,
        'gestorId',
      );
    if (!(await repo.gestorAtivo(d.gestorId)))
      throw new AppError(
        'GESTOR_INEXISTENTE',
        'Gestor não encontrado entre os colaboradores ativos.',
        400,
        'gestorId',
      );
  }
  if (d.matricula && (await repo.matriculaEmUso(d.matricula, excetoId)))
    throw new AppError(
      'MATRICULA_DUPLICADA',
      'Já existe um colaborador com esta matrícula.',
      409,
      'matricula',
    );
  const dup = await repo.duplicado(d.cpf, d.email, excetoId);
  if (dup.cpf)
    throw new AppError('CPF_DUPLICADO', 'Já existe um colaborador com este CPF.', 409, 'cpf');
  if (dup.email)
    throw new AppError(
      'EMAIL_DUPLICADO',
      'Já existe um colaborador com este e-mail.',
      409,
      'email',
    );
};

/** Os valores gravados no usuário (os campos opcionais só quando vieram). */
export const valores = (d: ColaboradorDados) => ({
  nome: d.nome,
  cpf: d.cpf,
  email: d.email,
  filialId: d.filialId,
  departamentoId: d.departamentoId,
  cargoId: d.cargoId,
  gestorId: d.gestorId,
  admissao: d.admissao,
  ...(d.matricula === undefined ? {} : { matricula: d.matricula }),
  ...(d.centroCustoId === undefined ? {} : { centroCustoId: d.centroCustoId }),
  ...(d.tipoContrato === undefined ? {} : { tipoContrato: d.tipoContrato }),
  ...(d.celular === undefined ? {} : { celular: d.celular }),
});
