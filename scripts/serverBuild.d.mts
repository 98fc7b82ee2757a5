export declare const root: string;
export declare const SERVER_NODE_ARGS: string[];
export declare const buildServer: (entry?: string, extraSources?: string[]) => string;
