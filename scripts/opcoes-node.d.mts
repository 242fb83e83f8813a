/** Opções do V8 do servidor (ver opcoes-node.mjs). */
export declare const OPCOES_V8_SERVIDOR: string[];
