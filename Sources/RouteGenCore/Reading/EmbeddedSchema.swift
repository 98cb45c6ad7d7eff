// Written by scripts/embed-schema.py from Specs/route-spec.schema.json. Do not edit.

/// The spec schema, byte for byte, for `routegen init` to put beside the specs it writes.
enum EmbeddedSchema {
  static let fileName = "route-spec.schema.json"

  static let text = #"""
    {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": "https://routegen.dev/route-spec.schema.json",
      "title": "RouteGen route spec",
      "description": "One app's deep links: routes with their universal-link and custom-scheme patterns, typed parameters and examples. A part of a spec (a *.routes-part.json file that a spec's 'include' lists) has routes and enums only.",
      "type": "object",
      "additionalProperties": false,
      "if": { "required": ["app"] },
      "then": {
        "allOf": [
          { "anyOf": [{ "required": ["scheme"] }, { "required": ["domains"] }] },
          { "anyOf": [{ "required": ["routes"] }, { "required": ["include"] }] }
        ]
      },
      "else": {
        "required": ["routes"],
        "propertyNames": { "enum": ["$schema", "$comment", "enums", "routes"] }
      },
      "properties": {
        "$schema": {
          "type": "string"
        },
        "$comment": {
          "type": "string",
          "description": "A note for people reading the spec; routegen ignores it."
        },
        "app": {
          "type": "string",
          "pattern": "^[A-Za-z][A-Za-z0-9_]*$",
          "description": "Names the generated type: NovaSocial \u2192 NovaSocialRoute."
        },
        "scheme": {
          "type": "string",
          "pattern": "^[A-Za-z][A-Za-z0-9+.-]*$",
          "description": "The custom URL scheme used for building (without ://)."
        },
        "extraSchemes": {
          "type": "array",
          "items": {
            "type": "string",
            "pattern": "^[A-Za-z][A-Za-z0-9+.-]*$"
          },
          "description": "More custom schemes accepted but never built (old schemes in the wild)."
        },
        "webSchemes": {
          "type": "array",
          "minItems": 1,
          "items": {
            "type": "string",
            "pattern": "^[A-Za-z][A-Za-z0-9+.-]*$"
          },
          "description": "Schemes that carry universal links; default [\"https\"]. The first is used for building."
        },
        "domains": {
          "type": "array",
          "items": {
            "type": "string",
            "pattern": "^(\\{[A-Za-z][A-Za-z0-9_-]*(\\.\\.\\.)?\\}\\.)?[a-z0-9-]+(\\.[a-z0-9-]+)+$"
          },
          "description": "Universal-link hosts of the routes without 'hosts'; the first is canonical for building, all are accepted. A placeholder as the first label ({blog}.example.com) matches any one label ({site...}.example.com one or more), which is that parameter's value; a host listed by name wins over it."
        },
        "aasa": {
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "appIDs": {
              "type": "array",
              "items": {
                "type": "string",
                "pattern": "^[A-Z0-9]{10}\\..+$"
              },
              "description": "TEAMID.bundle.id of each app the AASA names."
            },
            "webcredentials": {
              "type": "boolean",
              "description": "Also write a webcredentials entry (password autofill)."
            },
            "appclips": {
              "type": "array",
              "items": {
                "type": "string",
                "pattern": "^[A-Z0-9]{10}\\..+$"
              }
            },
            "legacyPaths": {
              "type": "boolean",
              "description": "Also write the iOS 12 appID + paths form."
            },
            "exclude": {
              "type": "array",
              "items": {
                "type": "string",
                "pattern": "^/"
              },
              "description": "AASA path patterns that must never open the app, e.g. /admin/*: first in every AASA file, and refused by the parser too (ParseError.excludedPath)."
            }
          }
        },
        "access": {
          "enum": [
            "public",
            "package",
            "internal"
          ],
          "description": "Access level of the generated Swift (default public)."
        },
        "maxURLLength": {
          "type": "integer",
          "minimum": 64,
          "maximum": 1000000,
          "description": "Longer URLs are refused (default 2048 bytes)."
        },
        "caseSensitive": {
          "type": "boolean",
          "description": "Whether literals match case-sensitively (default true). Scheme and host never are."
        },
        "refuseDefaultPort": {
          "type": "boolean",
          "description": "Whether a URL that names the scheme's default port (https://host:443/) is refused with portNotAllowed, as some apps' own parsers do (default false: it is read as the URL without the port, as browsers read it)."
        },
        "enums": {
          "type": "object",
          "description": "Enums declared once for the app, by Swift type name, that parameters of several routes use as \"type\": \"Sort\": one nested type, named the same whatever routes are added.",
          "additionalProperties": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "values"
            ],
            "properties": {
              "$comment": {
                "type": "string"
              },
              "doc": {
                "type": "string"
              },
              "values": {
                "$ref": "#/$defs/enumValues"
              }
            }
          },
          "propertyNames": {
            "$ref": "#/$defs/swiftTypeName"
          }
        },
        "android": {
          "$ref": "#/$defs/androidApp",
          "description": "The Android app that opens the same links: RouteGen writes assetlinks.json (with Android 15's dynamic rules) and the manifest's intent filters from the routes."
        },
        "labels": {
          "type": "object",
          "description": "Site labels declared once for the app: a wildcard of the hosts ({region}.shop.example) whose value is the link's. Every route whose hosts or patterns carry it reads it (optional where some of its links have none); the generated <App>Link holds it beside the route, so no case declares it.",
          "propertyNames": { "pattern": "^[A-Za-z][A-Za-z0-9_]*$" },
          "additionalProperties": {
            "oneOf": [
              { "enum": ["string"] },
              {
                "type": "object",
                "additionalProperties": false,
                "required": ["type"],
                "properties": {
                  "$comment": { "type": "string" },
                  "type": { "type": "string", "description": "\"string\", \"enum\" or an app enum's name: a host label's value." },
                  "doc": { "type": "string" },
                  "minLength": { "type": "integer", "minimum": 1 },
                  "maxLength": { "type": "integer", "minimum": 1 },
                  "characters": { "type": "string", "minLength": 1 },
                  "values": { "$ref": "#/$defs/enumValues" },
                  "typeName": { "$ref": "#/$defs/swiftTypeName" }
                }
              }
            ]
          }
        },
        "environments": {
          "type": "object",
          "description": "Other builds of the app (staging, development…), by name: each one's host for every production host, and its app IDs and scheme; the spec's own values are production's. Each gets its AASA files and fragments in a folder of its name, and the generated Swift reads and writes its links when built with <APP>_<NAME> (e.g. SHOP_STAGING) in the active compilation conditions.",
          "propertyNames": { "pattern": "^[a-z][a-z0-9-]*$" },
          "additionalProperties": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "$comment": { "type": "string" },
              "hosts": {
                "type": "object",
                "description": "Every host of the app as 'domains' and 'hosts' spell it, mapped to this environment's, of the same kind: {\"shop.example\": \"shop-staging.example\", \"{region}.shop.example\": \"{region}.shop-staging.example\"}.",
                "additionalProperties": {
                  "type": "string",
                  "pattern": "^(\\{[A-Za-z][A-Za-z0-9_-]*(\\.\\.\\.)?\\}\\.)?[a-z0-9-]+(\\.[a-z0-9-]+)+$"
                }
              },
              "appIDs": {
                "type": "array",
                "items": { "type": "string", "pattern": "^[A-Z0-9]{10}\\..+$" },
                "description": "This build's app IDs, for its AASA files (production's when left out)."
              },
              "android": {
                "$ref": "#/$defs/androidApp",
                "description": "This build's Android app (production's when left out)."
              },
              "scheme": {
                "type": "string",
                "description": "This build's custom scheme (production's when left out)."
              },
              "extraSchemes": {
                "type": "array",
                "items": { "type": "string", "pattern": "^[A-Za-z][A-Za-z0-9+.-]*$" },
                "description": "This build's other custom schemes, accepted but never built, instead of production's extraSchemes: [\"shop\"] lets a staging build read production's scheme, which push services send from every environment."
              },
              "developerMode": {
                "type": "boolean",
                "description": "Write applinks:<host>?mode=developer, so that devices with Associated Domains Development fetch the file from the host (Apple's developer mode)."
              }
            }
          }
        },
        "include": {
          "type": "array",
          "minItems": 1,
          "uniqueItems": true,
          "description": "The parts of the spec, whose routes and enums are the app's too, by their paths relative to this spec (\"Features/Cart.routes-part.json\"). A spec with parts has its routes in the order of their names, whichever file holds them.",
          "items": { "type": "string", "pattern": "^[^/~].*\\.routes-part\\.json$" }
        },
        "routes": {
          "type": "array",
          "minItems": 1,
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "name"
            ],
            "anyOf": [
              {
                "required": [
                  "web"
                ]
              },
              {
                "required": [
                  "scheme"
                ]
              }
            ],
            "properties": {
              "$comment": {
                "type": "string",
                "description": "A note for people reading the spec; routegen ignores it."
              },
              "name": {
                "type": "string",
                "pattern": "^[A-Za-z_][A-Za-z0-9_-]*$",
                "description": "The route's name; becomes the Swift enum case (user-profile \u2192 userProfile)."
              },
              "summary": {
                "type": "string",
                "pattern": "^[^\\n]*$",
                "description": "One line: the doc comment and the docs table entry."
              },
              "auth": {
                "type": "string",
                "pattern": "^(none|required|role:[A-Za-z_][A-Za-z0-9_-]*)$",
                "description": "\"none\" (default), \"required\", or \"role:<name>\"."
              },
              "feature": {
                "type": "string",
                "pattern": "^[A-Za-z_][A-Za-z0-9_-]*$",
                "description": "A feature or group tag (Ghost registers handlers by feature)."
              },
              "parent": {
                "type": "string",
                "pattern": "^[A-Za-z_][A-Za-z0-9_-]*$",
                "description": "The route whose screen is under this one's when a link opens it (the generated 'stack'): another live route, whose parameters that need a value this route has, of the same type."
              },
              "formerNames": {
                "type": "array",
                "items": {
                  "type": "string",
                  "pattern": "^[A-Za-z][A-Za-z0-9_-]*$"
                },
                "description": "Names this route had in earlier versions of the spec: `routegen breaking` accepts the old route's links reaching this one."
              },
              "otherQuery": {
                "type": "boolean",
                "description": "Pass the query items the route's patterns do not read on to the app, in order, as the case's otherQuery: [QueryItem] value; builders write them back."
              },
              "refuseOtherQuery": {
                "type": "boolean",
                "description": "Refuse a URL with a query key none of the route's patterns reads (ParseError.forbiddenQueryKey; precedence tries the next routes): the strict counterpart of otherQuery, which it excludes."
              },
              "hosts": {
                "type": "array",
                "items": {
                  "type": "string",
                  "pattern": "^(\\{[A-Za-z][A-Za-z0-9_-]*(\\.\\.\\.)?\\}\\.)?[a-z0-9-]+(\\.[a-z0-9-]+)+$"
                },
                "minItems": 1,
                "uniqueItems": true,
                "description": "The hosts the route's web patterns match on, instead of the app's domains (they may be outside them): e.g. [\"clicks.example.com\"]. A placeholder as the first label ({blog}.wordpress.com) matches exactly one label (not the apex), {site...}.wordpress.com one or more (fr.blog); the labels are the value of that declared string or enum parameter; optional when a host without a placeholder is listed too. A host listed by name wins over a wildcard that would take it. Each distinct set of routes a host serves gets its own AASA file."
              },
              "forbiddenQuery": {
                "type": "array",
                "items": {
                  "oneOf": [
                    {
                      "type": "string",
                      "minLength": 1
                    },
                    {
                      "type": "object",
                      "properties": {
                        "key": {
                          "type": "string",
                          "minLength": 1
                        },
                        "onlyWithValue": {
                          "type": "boolean",
                          "description": "Refuse the key only when it has a value: ?token alone is harmless."
                        }
                      },
                      "required": [
                        "key"
                      ],
                      "additionalProperties": false
                    }
                  ]
                },
                "uniqueItems": true,
                "description": "Query keys whose presence, with any value, means a URL is not this route's (e.g. [\"token\"], or {\"key\": \"token\", \"onlyWithValue\": true} to refuse it only with a value): it fails with ParseError.forbiddenQueryKey and precedence tries the next routes; the AASA file excludes such URLs."
              },
              "retired": {
                "type": "string",
                "minLength": 1,
                "description": "Retires the route, saying why in one line: its links still reach it and parse to ParseError.retired(route:note:), so the app can tell the user; it has no enum case and no builder."
              },
              "web": {
                "oneOf": [
                  {
                    "type": "string",
                    "minLength": 1,
                    "description": "A URL pattern: literal text (written into links as spelled here), {param} placeholders (one per segment, query value or fragment), a trailing {name...} catch-all or a trailing /; ?key=value query items (a + is refused: write %2B) and a #fragment."
                  },
                  {
                    "type": "array",
                    "minItems": 1,
                    "items": {
                      "oneOf": [
                        {
                          "type": "string",
                          "minLength": 1,
                          "description": "A URL pattern: literal text (written into links as spelled here), {param} placeholders (one per segment, query value or fragment), a trailing {name...} catch-all or a trailing /; ?key=value query items (a + is refused: write %2B) and a #fragment."
                        },
                        {
                          "type": "object",
                          "additionalProperties": false,
                          "required": [
                            "pattern"
                          ],
                          "properties": {
                            "pattern": {
                              "type": "string",
                              "minLength": 1,
                              "description": "A URL pattern: literal text (written into links as spelled here), {param} placeholders (one per segment, query value or fragment), a trailing {name...} catch-all or a trailing /; ?key=value query items (a + is refused: write %2B) and a #fragment."
                            },
                            "set": {
                              "type": "object",
                              "description": "Values this pattern fixes for parameters it does not contain, e.g. {\"page\": \"last\"}.",
                              "additionalProperties": {
                                "type": [
                                  "string",
                                  "number",
                                  "boolean"
                                ]
                              }
                            },
                            "hosts": {
                              "type": "array",
                              "minItems": 1,
                              "items": {
                                "type": "string",
                                "minLength": 1
                              },
                              "uniqueItems": true,
                              "description": "Hosts this pattern matches on instead of its route's (names, no placeholder), e.g. [\"click.example.com\"]: its links are built there, each set of patterns a host serves gets its AASA file, and the entitlements list them."
                            }
                          }
                        }
                      ]
                    }
                  }
                ],
                "description": "Universal-link patterns, starting with '/'. One pattern, or a list whose first entry is canonical (used for building) and the rest aliases."
              },
              "scheme": {
                "oneOf": [
                  {
                    "type": "string",
                    "minLength": 1,
                    "description": "A URL pattern: literal text (written into links as spelled here), {param} placeholders (one per segment, query value or fragment), a trailing {name...} catch-all or a trailing /; ?key=value query items (a + is refused: write %2B) and a #fragment."
                  },
                  {
                    "type": "array",
                    "minItems": 1,
                    "items": {
                      "oneOf": [
                        {
                          "type": "string",
                          "minLength": 1,
                          "description": "A URL pattern: literal text (written into links as spelled here), {param} placeholders (one per segment, query value or fragment), a trailing {name...} catch-all or a trailing /; ?key=value query items (a + is refused: write %2B) and a #fragment."
                        },
                        {
                          "type": "object",
                          "additionalProperties": false,
                          "required": [
                            "pattern"
                          ],
                          "properties": {
                            "pattern": {
                              "type": "string",
                              "minLength": 1,
                              "description": "A URL pattern: literal text (written into links as spelled here), {param} placeholders (one per segment, query value or fragment), a trailing {name...} catch-all or a trailing /; ?key=value query items (a + is refused: write %2B) and a #fragment."
                            },
                            "set": {
                              "type": "object",
                              "description": "Values this pattern fixes for parameters it does not contain, e.g. {\"page\": \"last\"}.",
                              "additionalProperties": {
                                "type": [
                                  "string",
                                  "number",
                                  "boolean"
                                ]
                              }
                            }
                          }
                        }
                      ]
                    }
                  }
                ],
                "description": "Custom-scheme patterns; the first segment is the URL's host (novasocial://user/123 \u2192 \"user/{userId}\"). One pattern, or a list whose first entry is canonical (used for building) and the rest aliases."
              },
              "params": {
                "type": "object",
                "additionalProperties": {
                  "oneOf": [
                    {
                      "$ref": "#/$defs/parameterType"
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "type"
                      ],
                      "properties": {
                        "$comment": {
                          "type": "string",
                          "description": "A note for people reading the spec; routegen ignores it."
                        },
                        "type": {
                          "$ref": "#/$defs/parameterType"
                        },
                        "doc": {
                          "type": "string"
                        },
                        "optional": {
                          "type": "boolean",
                          "description": "The parameter may be absent (a Swift optional)."
                        },
                        "formerNames": {
                          "type": "array",
                          "items": {
                            "type": "string",
                            "pattern": "^[A-Za-z][A-Za-z0-9_-]*$"
                          },
                          "description": "Names this parameter had in earlier versions of the spec: `routegen breaking` reads a rename as the same value (a source change only)."
                        },
                        "list": {
                          "type": "boolean",
                          "description": "A list of values of the type (a Swift array): a query value whose key a link gives once per item (?tag=a&tag=b), items in URL order; empty when the key is absent. Not with optional, default, set or the route type."
                        },
                        "default": {
                          "type": [
                            "string",
                            "number",
                            "boolean"
                          ],
                          "description": "Used when the URL leaves the parameter out; omitted when building."
                        },
                        "min": {
                          "type": "number"
                        },
                        "max": {
                          "type": "number"
                        },
                        "minLength": {
                          "type": "integer",
                          "minimum": 1
                        },
                        "maxLength": {
                          "type": "integer",
                          "minimum": 1
                        },
                        "characters": {
                          "type": "string",
                          "minLength": 1,
                          "description": "Allowed characters and ranges, e.g. \"A-Za-z0-9_\"."
                        },
                        "format": {
                          "enum": [
                            "hostName"
                          ],
                          "description": "For string: \"hostName\", a host name such as proxy.example.com (letters, digits and '-', two or more labels, none empty, separated by '.'), checked by the parser and the builders. Not with characters."
                        },
                        "values": {
                          "$ref": "#/$defs/enumValues"
                        },
                        "keywords": {
                          "type": "array",
                          "items": {
                            "type": "string",
                            "pattern": "^[A-Za-z_][A-Za-z0-9_-]*$"
                          },
                          "description": "Words an int parameter also accepts (Awful's page: last, unread)."
                        },
                        "digits": {
                          "type": "integer",
                          "minimum": 2,
                          "maximum": 18,
                          "description": "The least number of digits builders write an int with, zero-padded: 2 writes 5 as 05 (dated URLs, /2026/01/05/…). The parser reads the value with or without the zeros."
                        },
                        "trueValues": {
                          "type": "array",
                          "items": {
                            "type": "string",
                            "minLength": 1
                          },
                          "minItems": 1,
                          "uniqueItems": true,
                          "description": "A bool's texts for true, the first written by builders (default [\"true\"]); e.g. [\"1\", \"true\"]."
                        },
                        "falseValues": {
                          "type": "array",
                          "items": {
                            "type": "string",
                            "minLength": 1
                          },
                          "minItems": 1,
                          "uniqueItems": true,
                          "description": "A bool's texts for false, the first written by builders (default [\"false\"]); e.g. [\"0\", \"false\"]."
                        },
                        "typeName": {
                          "$ref": "#/$defs/swiftTypeName",
                          "description": "The Swift name of an enum's (or an int with keywords') nested type, instead of the one its parameter's name gives: \"ReviewSort\". Two different types may not take one name."
                        }
                      },
                      "allOf": [
                        {
                          "if": {
                            "properties": {
                              "type": {
                                "not": {
                                  "const": "bool"
                                }
                              }
                            }
                          },
                          "then": {
                            "allOf": [
                              {
                                "not": {
                                  "required": [
                                    "trueValues"
                                  ]
                                }
                              },
                              {
                                "not": {
                                  "required": [
                                    "falseValues"
                                  ]
                                }
                              }
                            ]
                          }
                        },
                        {
                          "if": {
                            "properties": {
                              "type": {
                                "const": "enum"
                              }
                            }
                          },
                          "then": {
                            "required": [
                              "values"
                            ]
                          }
                        },
                        {
                          "if": {
                            "properties": {
                              "type": {
                                "not": {
                                  "enum": [
                                    "int",
                                    "double"
                                  ]
                                }
                              }
                            }
                          },
                          "then": {
                            "not": {
                              "anyOf": [
                                {
                                  "required": [
                                    "min"
                                  ]
                                },
                                {
                                  "required": [
                                    "max"
                                  ]
                                }
                              ]
                            }
                          }
                        },
                        {
                          "if": {
                            "properties": {
                              "type": {
                                "not": {
                                  "const": "string"
                                }
                              }
                            }
                          },
                          "then": {
                            "not": {
                              "anyOf": [
                                {
                                  "required": [
                                    "minLength"
                                  ]
                                },
                                {
                                  "required": [
                                    "maxLength"
                                  ]
                                },
                                {
                                  "required": [
                                    "characters"
                                  ]
                                }
                              ]
                            }
                          }
                        },
                        {
                          "if": {
                            "properties": {
                              "type": {
                                "not": {
                                  "const": "int"
                                }
                              }
                            }
                          },
                          "then": {
                            "not": {
                              "required": [
                                "keywords"
                              ]
                            }
                          }
                        },
                        {
                          "if": {
                            "properties": {
                              "type": {
                                "not": {
                                  "const": "enum"
                                }
                              }
                            }
                          },
                          "then": {
                            "not": {
                              "required": [
                                "values"
                              ]
                            }
                          }
                        }
                      ]
                    }
                  ]
                }
              },
              "examples": {
                "type": "array",
                "items": {
                  "oneOf": [
                    {
                      "type": "string",
                      "minLength": 1,
                      "description": "A URL that must parse to this route."
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "url"
                      ],
                      "properties": {
                        "$comment": { "type": "string" },
                        "url": {
                          "type": "string",
                          "minLength": 1
                        },
                        "values": {
                          "type": "object",
                          "description": "What the URL must parse to: each parameter's value as the spec writes values (a number, a string, true or false, a list as an array, a destination as its link, otherQuery as an object of items); a parameter left out must be absent (nil, its default, or an empty list)."
                        },
                        "refused": {
                          "enum": [
                            "urlTooLong",
                            "malformedURL",
                            "unsupportedScheme",
                            "unsupportedHost",
                            "userInfoNotAllowed",
                            "portNotAllowed",
                            "invalidPercentEncoding",
                            "noRoute",
                            "missingParameter",
                            "invalidParameter",
                            "repeatedParameter",
                            "forbiddenQueryKey",
                            "excludedPath",
                            "retired"
                          ],
                          "description": "The URL must be refused, with this ParseError case (a near miss the app must not take)."
                        }
                      },
                      "not": {
                        "required": [
                          "values",
                          "refused"
                        ]
                      }
                    }
                  ]
                },
                "description": "URLs that must parse to this route, with the values they state or the error they must be refused with; checked on every run, and by the generated type's checkExamples()."
              }
            }
          }
        }
      },
      "$defs": {
        "androidApp": {
          "type": "object",
          "additionalProperties": false,
          "required": ["package", "fingerprints"],
          "properties": {
            "$comment": { "type": "string" },
            "package": {
              "type": "string",
              "pattern": "^[A-Za-z][A-Za-z0-9_]*(\\.[A-Za-z][A-Za-z0-9_]*)+$",
              "description": "The app's application ID: com.example.shop."
            },
            "fingerprints": {
              "type": "array",
              "minItems": 1,
              "uniqueItems": true,
              "items": { "type": "string", "pattern": "^([0-9A-F]{2}:){31}[0-9A-F]{2}$" },
              "description": "SHA-256 fingerprints of the app's signing certificates, as keytool prints them (with Play App Signing, Play's app-signing key)."
            }
          }
        },
        "enumValues": {
          "type": "array",
          "minItems": 1,
          "items": {
            "oneOf": [
              {
                "type": "string",
                "minLength": 1
              },
              {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "wire"
                ],
                "properties": {
                  "case": {
                    "type": "string",
                    "pattern": "^[A-Za-z_][A-Za-z0-9_-]*$"
                  },
                  "wire": {
                    "type": "string",
                    "minLength": 1
                  },
                  "aliases": {
                    "type": "array",
                    "items": {
                      "type": "string",
                      "minLength": 1
                    }
                  },
                  "doc": {
                    "type": "string"
                  }
                }
              }
            ]
          }
        },
        "parameterType": {
          "anyOf": [
            {
              "enum": [
                "string",
                "int",
                "double",
                "bool",
                "uuid",
                "date",
                "enum",
                "route"
              ]
            },
            {
              "$ref": "#/$defs/swiftTypeName",
              "description": "An enum of the app's 'enums', by name: \"Sort\"."
            }
          ]
        },
        "swiftTypeName": {
          "type": "string",
          "pattern": "^[A-Z][A-Za-z0-9]*$"
        }
      }
    }

    """#
}
