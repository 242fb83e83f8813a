import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchemaCompiler,
  RouteHandlerMethod,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

export const MENSAGEM_NUL = 'não pode conter o caractere nulo (U+0000)';

type Caminho = (string | number)[];

/** Caminho até o primeiro texto (valor ou chave) com U+0000; undefined se não há nenhum. */
export const caminhoComNul = (valor: unknown, base: Caminho = []): Caminho | undefined => {
  if (typeof valor === 'string') return valor.includes('\u0000') ? base : undefined;
  if (Array.isArray(valor)) {
    for (const [i, x] of valor.entries()) {
      const achado = caminhoComNul(x, [...base, i]);
      if (achado) return achado;
    }
    return undefined;
  }
  // Só objetos simples (JSON, query, params): Buffer de arquivo multipart pode ter qualquer byte.
  if (
    valor === null ||
    typeof valor !== 'object' ||
    Object.getPrototypeOf(valor) === Buffer.prototype
  )
    return undefined;
  for (const [k, x] of Object.entries(valor)) {
    if (k.includes('\u0000')) return [...base, k];
    const achado = caminhoComNul(x, [...base, k]);
    if (achado) return achado;
  }
  return undefined;
};

export const MENSAGEM_JSON_ILEGIVEL = 'não é um JSON válido';

/**
 * Corpo JSON que não se pôde ler, numa rota que valida o corpo: em vez de responder 400 no parser
 * (antes de qualquer checagem de papel), o parser entrega esta marca e a validação a recusa — o
 * 400 fica adiado como os demais e quem não tem permissão recebe 403.
 */
const CORPO_ILEGIVEL = Symbol('corpo-ilegivel');
const isCorpoIlegivel = (valor: unknown): boolean =>
  typeof valor === 'object' && valor !== null && CORPO_ILEGIVEL in valor;

/** Schema que sempre falha no caminho dado: o erro sai no mesmo formato dos erros do zod. */
const recusarCom = (caminho: Caminho, mensagem: string) =>
  z.any().superRefine((_, ctx) => {
    ctx.addIssue({ code: 'custom', path: caminho, message: mensagem });
  });

/**
 * Validador de todas as rotas: recusa U+0000 em qualquer texto de caminho, query ou corpo (o
 * PostgreSQL não guarda NUL em text e a consulta quebraria) antes do schema zod da rota. O erro
 * tem a forma dos do zod: o tratador único responde 400 nomeando o campo.
 */
export const validatorCompilerSemNul: FastifySchemaCompiler<ZodType> = (rota) => {
  const validar = validatorCompiler(rota);
  return (dados) => {
    if (isCorpoIlegivel(dados))
      return validatorCompiler({ ...rota, schema: recusarCom([], MENSAGEM_JSON_ILEGIVEL) })({});
    const caminho = caminhoComNul(dados);
    if (!caminho) return validar(dados);
    return validatorCompiler({ ...rota, schema: recusarCom(caminho, MENSAGEM_NUL) })(dados);
  };
};

/** Partes da entrada que a validação cobre: chegam ao handler "envenenadas" se ela falhou. */
const ENTRADAS = new Set<PropertyKey>(['body', 'query', 'params']);

/**
 * Entrada recusada pela validação: qualquer leitura (propriedade, `in`, chaves, espalhar) lança
 * o erro de validação. Só `then` e símbolos respondem undefined, para que `await` e inspeções
 * internas não tropecem nela.
 */
const envenenada = (erro: unknown): object => {
  const lancar = () => {
    throw erro;
  };
  return new Proxy(Object.create(null), {
    get: (_, prop) => (prop === 'then' || typeof prop === 'symbol' ? undefined : lancar()),
    has: lancar,
    ownKeys: lancar,
    getOwnPropertyDescriptor: lancar,
  });
};

/**
 * Autorizar antes de validar (issue 12, item 8). Toda rota é registrada com `attachValidation`:
 * se a entrada não passou, o handler roda mesmo assim, mas recebe `body`, `query` e `params`
 * envenenados — a primeira leitura de qualquer um deles lança o erro de validação (400, com o
 * campo). Como handlers e serviços checam o papel antes de ler a entrada
 * (`svc.x(exigirRota(req, ...), req.body)`, `alcanceDe(auth)` antes do filtro), quem não tem
 * permissão recebe 403 mesmo com a entrada errada, e quem tem recebe o 400 antes de qualquer uso.
 */
const adiarValidacao = (handler: RouteHandlerMethod): RouteHandlerMethod =>
  function (this: FastifyInstance, req, reply) {
    const erro = req.validationError;
    if (!erro) return handler.call(this, req, reply);
    const veneno = envenenada(erro);
    const protegida = new Proxy(req, {
      get: (alvo, prop) => {
        if (ENTRADAS.has(prop)) return veneno;
        const v = Reflect.get(alvo, prop, alvo);
        return typeof v === 'function' ? v.bind(alvo) : v;
      },
    }) as FastifyRequest;
    return handler.call(this, protegida, reply);
  } as RouteHandlerMethod;

/** Valida entradas (sem NUL) e faz a permissão vir antes da validação em todas as rotas. */
export const registrarValidacao = (app: FastifyInstance) => {
  app.setValidatorCompiler(validatorCompilerSemNul);
  // O parser padrão (com a proteção contra __proto__), mas um JSON ilegível numa rota com schema
  // de corpo vira a marca CORPO_ILEGIVEL: a recusa acontece na validação, depois da permissão.
  const padrao = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, corpo, feito) =>
    padrao(req, corpo as string, (erro, valor) => {
      if (erro && req.routeOptions.schema?.body) feito(null, { [CORPO_ILEGIVEL]: true });
      else feito(erro, valor);
    }),
  );
  app.addHook('onRoute', (rota) => {
    if (rota.attachValidation) return;
    rota.attachValidation = true;
    rota.handler = adiarValidacao(rota.handler as RouteHandlerMethod);
  });
};
