/**
 * A Swagger UI plugin for the docs page: request body forms start from the documented example.
 *
 * Left alone, Swagger UI fills every form field (urlencoded, multipart) that has no example of its
 * own with a made-up value ("string", 0) and ticks "Send empty value" for every optional field, so
 * a field the user clears is sent empty. On POST /account that made the page change the display
 * name and bio to "string" and the image to the default, and a cleared display name is a 400. With
 * this plugin:
 * - a form starts from its media type's example (the one the JSON view shows): the fields the
 *   example sets hold its values, every other field starts empty;
 * - an empty optional field is left out of the request unless "Send empty value" is ticked;
 * - switching a form to JSON starts the JSON from its example (Swagger UI showed the form's
 *   internal state, `{"bio":{"value":"string","errors":[]}}`, and sent it).
 *
 * It is serialised into the page as source (swagger-ui-init.js; the CSP allows no inline script),
 * so it uses nothing from outside its own body, only what Swagger UI hands it (React, Immutable).
 */
export function docsFormPlugin(): SwaggerUiPlugin {
  const isForm = (type: string) =>
    type === 'application/x-www-form-urlencoded' || type.startsWith('multipart/');
  // What a text input shows for an example value.
  const asText = (value: unknown): string => {
    if (value === undefined || value === null) {
      return '';
    }
    if (typeof value === 'string') {
      return value;
    }
    return typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : JSON.stringify(value);
  };
  return {
    wrapComponents: {
      RequestBody:
        (Original, { React, Im }) =>
        (props: RequestBodyProps) => {
          const content = props.requestBody?.get('content');
          const type =
            props.contentType || (Im.Map.isMap(content) ? String(content.keySeq().first()) : '');
          const media = Im.Map.isMap(content) ? content.get(type) : undefined;
          if (!Im.Map.isMap(media)) {
            return React.createElement(Original, props);
          }
          const examples = media.get('examples');
          const example = Im.Map.isMap(examples)
            ? (examples.getIn([String(props.activeExamplesKey), 'value']) ??
              examples.getIn([String(examples.keySeq().first()), 'value']))
            : media.get('example');
          const properties = media.getIn(['schema', 'properties']);
          if (!isForm(type) || !Im.Map.isMap(properties)) {
            // A form's values left in the store by a switch to JSON: the JSON starts from the
            // example instead of showing them.
            if (!Im.Map.isMap(props.requestBodyValue) || example === undefined) {
              return React.createElement(Original, props);
            }
            const json = JSON.stringify(Im.Map.isMap(example) ? example.toJS() : example, null, 2);
            return React.createElement(Original, { ...props, requestBodyValue: json });
          }
          // Swagger UI takes a field's value from here and makes one up only where there is none;
          // the form's fields then report these values to the store.
          let value = Im.Map.isMap(props.requestBodyValue)
            ? props.requestBodyValue
            : Im.OrderedMap();
          for (const key of properties.keySeq().toArray()) {
            if (value.getIn([key, 'value']) === undefined) {
              const file = properties.getIn([key, 'format']) === 'binary';
              const given = Im.Map.isMap(example) ? example.get(key) : undefined;
              value = value.setIn([key, 'value'], file ? '' : asText(given));
            }
          }
          return React.createElement(Original, { ...props, requestBodyValue: value });
        },
      ParameterIncludeEmpty:
        (Original, { React }) =>
        (props: { isIncludedOptions?: Record<string, unknown> }) =>
          React.createElement(Original, {
            ...props,
            isIncludedOptions: { ...props.isIncludedOptions, defaultValue: false },
          }),
    },
  };
}

/** The little of Immutable.js the plugin uses (Swagger UI's state and resolved spec). */
interface ImMap {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
  setIn(path: string[], value: unknown): ImMap;
  keySeq(): { first(): unknown; toArray(): string[] };
  toJS(): unknown;
}

interface SwaggerUiSystem {
  React: { createElement(type: unknown, props: object): unknown };
  Im: { Map: { isMap(value: unknown): value is ImMap }; OrderedMap(): ImMap };
}

type ComponentWrapper = (Original: unknown, system: SwaggerUiSystem) => (props: never) => unknown;

interface SwaggerUiPlugin {
  wrapComponents: Record<string, ComponentWrapper>;
}

interface RequestBodyProps {
  requestBody?: ImMap;
  requestBodyValue?: unknown;
  contentType?: string;
  activeExamplesKey?: string;
}
