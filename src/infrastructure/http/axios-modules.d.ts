// Types for the axios modules the store imports by their own path (axios publishes them under `unsafe/`, untyped).
declare module 'axios/unsafe/core/Axios.js' {
  const Axios: typeof import('axios').Axios;
  type Axios = import('axios').Axios;
  export default Axios;
}
declare module 'axios/unsafe/defaults/index.js' {
  const defaults: import('axios').AxiosRequestConfig;
  export default defaults;
}
declare module 'axios/unsafe/core/mergeConfig.js' {
  export default function mergeConfig(defaults: import('axios').AxiosRequestConfig, config?: import('axios').AxiosRequestConfig): import('axios').AxiosRequestConfig;
}
