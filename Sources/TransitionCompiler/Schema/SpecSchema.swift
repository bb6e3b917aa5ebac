/// `transc schema`: a JSON Schema (draft 2020-12) of the spec format, for editors that validate
/// YAML against one (yaml-language-server's `# yaml-language-server: $schema=…` modeline).
///
/// The schema judges what the YAML's shape can show: every mapping's keys (unknown and missing
/// keys, keys of another context), lists and single values where they belong, the words of the
/// small vocabularies (contexts, curves' names, step actions, properties, gestures), constant
/// numbers outside their range. Expressions stay strings: their names, types and arithmetic are
/// the checker's. Values are judged as a YAML 1.2 reader types them (yaml-language-server's
/// default), so `duration: 0.35` is a number and `duration: 350ms` a string, both accepted.
/// Every key list and vocabulary comes from the compiler's own tables (SpecKeys, the IR's enums),
/// so the schema cannot drift from the checker.
public enum SpecSchema {
    public static func document() -> JSONValue {
        let root: [(String, JSONValue)] = [
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("title", .string("transc transition spec")),
            ("description", .string("A view-controller transition for transc (Docs/LANGUAGE.md). `transc check` is the judge: this schema checks the shape, the checker also names, types and timing.")),
            ("type", .string("object")),
            ("properties", .object(topProperties())),
            ("patternProperties", .object([("^x-", .object([("description", .string(SchemaText.top["x-"] ?? ""))]))])),
            ("additionalProperties", .bool(false)),
            ("required", strings(SpecKeys.topRequired)),
            ("allOf", .array(ContextKind.allCases.map(contextRule) + Operation.allCases.flatMap(operationRules))),
            ("$defs", .object(definitions())),
        ]
        return SchemaExamples.annotate(.object(root))
    }

    public static func rendered() -> String { document().rendered() }

    // MARK: - Top level

    static func topProperties() -> [(String, JSONValue)] {
        SpecKeys.top.map { key in
            let description = SchemaText.top[Operation(rawValue: key) == nil ? key : "operation"] ?? ""
            var schema: [(String, JSONValue)]
            switch key {
            case "transition", "appliesTo": schema = [("type", .string("string")), ("pattern", .string(identifier))]
            case "context": schema = [("enum", strings(ContextKind.allCases.map(\.rawValue)))]
            case "duration": schema = ref("duration")
            case "delay": schema = ref("delay")
            case "curve": schema = ref("curve")
            case "views": schema = ref("views")
            case "presentation": schema = ref("presentation")
            case "interactive": schema = ref("interactive")
            case "preview": schema = ref("preview")
            case "reduceMotion":
                // crossfade, system or a branch's name; or per operation (Check/ReduceMotion.swift).
                let choice = JSONValue.object([("type", .string("string")), ("pattern", .string(identifier))])
                schema = [("anyOf", .array([choice, .object([
                    ("type", .string("object")),
                    ("propertyNames", .object([("enum", strings([ReduceMotionSpec.defaultKey] + Operation.allCases.map(\.rawValue)))])),
                    ("additionalProperties", choice),
                ])]))]
            case "branches":
                schema = [("type", .string("object")), ("propertyNames", .object([("pattern", .string(identifier))])),
                          ("additionalProperties", .object(ref("branchBody")))]
            case "layoutDirection": schema = [("enum", strings(LayoutDirectionRule.allCases.map(\.rawValue)))]
            default: schema = ref("branch")  // an operation; narrowed by its context below
            }
            return (key, .object([("description", .string(description))] + schema))
        }
    }

    /// A context allows its own operations (at least one written) and its own top-level keys:
    /// `presentation` is modal's, `appliesTo` navigation's and tab's.
    static func contextRule(_ context: ContextKind) -> JSONValue {
        var properties: [(String, JSONValue)] = []
        for op in Operation.allCases {
            if op.context == context {
                properties.append((op.rawValue, .object([
                    ("if", .object([("type", .string("string"))])),
                    ("then", .object([("pattern", .string("^ *(system|reverse +\(op.opposite.rawValue)) *$"))])),
                ])))
            } else {
                properties.append((op.rawValue, .bool(false)))
            }
        }
        if context != .modal { properties.append(("presentation", .bool(false))) }
        if context == .modal { properties.append(("appliesTo", .bool(false))) }
        properties.append(("interactive", .object([("propertyNames", .object([("enum", strings(context.operations.map(\.rawValue)))]))])))
        return .object([
            ("if", .object([("properties", .object([("context", .object([("const", .string(context.rawValue))]))])), ("required", strings(["context"]))])),
            ("then", .object([
                ("properties", .object(properties)),
                ("anyOf", .array(context.operations.map { .object([("required", strings([$0.rawValue]))]) })),
            ])),
        ])
    }

    /// `reverse X` needs X to be a custom branch (a reverse of `system` or of a reverse is an
    /// error), and a gesture can only drive an operation with a custom branch.
    static func operationRules(_ op: Operation) -> [JSONValue] {
        let systemValue: JSONValue = .object([("type", .string("string")), ("pattern", .string("^ *system *$"))])
        let reversing = JSONValue.object([
            ("if", .object([
                ("properties", .object([(op.rawValue, .object([("type", .string("string")), ("pattern", .string("^ *reverse "))]))])),
                ("required", strings([op.rawValue])),
            ])),
            ("then", .object([
                ("properties", .object([(op.opposite.rawValue, .object([("type", .string("object"))]))])),
                ("required", strings([op.opposite.rawValue])),
            ])),
        ])
        let driven = JSONValue.object([
            ("if", .object([
                ("properties", .object([("interactive", .object([("type", .string("object")), ("required", strings([op.rawValue]))]))])),
                ("required", strings(["interactive"])),
            ])),
            ("then", .object([
                ("properties", .object([(op.rawValue, .object([("not", systemValue)]))])),
                ("required", strings([op.rawValue])),
            ])),
        ])
        return [reversing, driven]
    }

    // MARK: - Definitions

    static let identifier = "^[A-Za-z_][A-Za-z0-9_]{0,127}$"
    static let viewWord = "[A-Za-z_][A-Za-z0-9_]*"

    static func definitions() -> [(String, JSONValue)] {
        let animatable = Property.allCases.filter(\.isAnimatable)
        return [
            ("expression", .object([
                ("description", .string("An expression (Docs/LANGUAGE.md, \"Values and expressions\"): checked by transc, not by this schema.")),
                ("type", .string("string")), ("pattern", .string("\\S")),
            ])),
            ("duration", .object([("description", .string("Seconds (`0.35`), or `350ms`, `0.3s`; greater than 0, at most 600 s."))]
                + numberOr([("exclusiveMinimum", .int(0)), ("maximum", .int(600))]))),
            ("delay", .object([("description", .string("Seconds (`0.05`), or `50ms`; 0…600 s."))] + numberOr([("minimum", .int(0)), ("maximum", .int(600))]))),
            ("curve", .object([("description", .string(SchemaText.curve)), ("type", .string("string")), ("anyOf", .array([
                .object([("enum", strings(NamedCurve.allCases.map(\.rawValue)))]),
                .object([("type", .string("string")), ("pattern", .string("^\\s*(\(NamedCurve.allCases.map(\.rawValue).joined(separator: "|")))\\s*$"))]),
                .object([("type", .string("string")), ("pattern", .string("^\\s*(cubic|spring)\\s*\\(.*\\)\\s*$"))]),
                .object([("type", .string("string")), ("pattern", .string("^\\s*steps\\s*\\(.*\\)\\s*$")),
                         ("description", .string("steps(n, POSITION): POSITION is one of \(StepPosition.allCases.map(\.rawValue).joined(separator: ", ")).")),]),
            ]))])),
            ("bool", .object([
                ("if", .object([("type", .string("boolean"))])),
                ("else", .object([("type", .string("string")), ("pattern", .string("^\\s*(true|false)\\s*$"))])),
            ])),
            ("viewName", .object([("type", .string("string")), ("pattern", .string("^ *\(viewWord) *$"))])),
            ("views", .object([
                ("description", .string(SchemaText.views)),
                ("type", .string("object")),
                ("propertyNames", .object([("pattern", .string(identifier)), ("not", .object([("enum", strings(TransitionChecker.builtInNames))]))])),
                ("additionalProperties", .object(ref("expression"))),
            ])),
            ("branch", .object([
                ("if", .object([("type", .string("string"))])),
                ("then", .object([("pattern", .string("^ *(system|reverse +(\(Operation.allCases.map(\.rawValue).joined(separator: "|")))) *$"))])),
                ("else", .object(ref("branchBody"))),
            ])),
            ("branchBody", .object([
                ("type", .string("object")),
                ("properties", .object(SpecKeys.branch.map { key in
                    let schema: [(String, JSONValue)]
                    switch key {
                    case "animate": schema = [("type", .string("array")), ("minItems", .int(1)), ("items", .object(ref("track")))]
                    case "setup", "finish": schema = [("type", .string("array")), ("items", .object(ref("step")))]
                    default: schema = ref(key)
                    }
                    return (key, .object([("description", .string(SchemaText.branch[key] ?? ""))] + schema))
                })),
                ("required", strings(["animate"])),
                ("additionalProperties", .bool(false)),
            ])),
            ("step", .object([
                ("description", .string("One action: \(SpecKeys.stepActions.joined(separator: ", ")).")),
                ("type", .string("object")),
                ("minProperties", .int(1)), ("maxProperties", .int(1)),
                ("properties", .object(SpecKeys.stepActions.map { action in
                    let schema: [(String, JSONValue)]
                    switch action {
                    case "insert":
                        schema = [("type", .string("string")),
                                  ("pattern", .string("^ *\(viewWord)( +(\(SpecKeys.placements.joined(separator: "|"))) +\(viewWord))? *$"))]
                    case "set": schema = ref("set")
                    default: schema = ref("viewName")
                    }
                    return (action, .object([("description", .string(SchemaText.steps[action] ?? ""))] + schema))
                })),
                ("additionalProperties", .bool(false)),
            ])),
            ("set", .object([
                ("type", .string("object")),
                ("propertyNames", .object([("pattern", .string("^[^.]+\\.(\(Property.allCases.map(\.rawValue).joined(separator: "|")))$"))])),
                ("patternProperties", .object(Property.allCases.map { p in
                    ("^[^.]+\\.\(p.rawValue)$", .object([("description", .string(SchemaText.properties[p.rawValue] ?? ""))] + value(p)))
                })),
            ])),
            ("track", .object([
                ("type", .string("object")),
                ("properties", .object(SpecKeys.track.map { key -> (String, JSONValue) in
                    let schema: [(String, JSONValue)]
                    switch key {
                    case "view": schema = ref("viewName")
                    case "keyframes": schema = [("type", .string("array")), ("minItems", .int(1)), ("items", .object(ref("keyframe")))]
                    case "calculation": schema = [("enum", strings(KeyframeCalculation.allCases.map(\.rawValue)))]
                    case "stagger": schema = ref("delay")
                    case "order": schema = [("type", .string("string")),
                                            ("pattern", .string("^\\s*(forward|reverse|(fromPoint|toPoint|by)\\s*\\(.*\\))\\s*$"))]
                    case "backfaceHidden", "relayout": schema = [("type", .string("boolean"))]
                    case "anchor": schema = [("type", .string("string")),
                                             ("pattern", .string("^\\s*(" + AnchorIR.named.map(\.name).joined(separator: "|") + "|point\\s*\\(.*\\))\\s*$"))]
                    default: schema = ref(key)
                    }
                    return (key, .object([("description", .string(SchemaText.track[key] ?? ""))] + schema))
                } + animatable.map { p in
                    (p.rawValue, .object([("description", .string((SchemaText.properties[p.rawValue] ?? "") + " " + SchemaText.value)),
                                          ("if", .object([("type", .string("object"))])), ("then", fromTo(p)), ("else", .object(value(p)))]))
                })),
                ("required", strings(["view"])),
                ("additionalProperties", .bool(false)),
                // A track animates something: keyframes or at least one property.
                ("anyOf", .array(([ "keyframes"] + animatable.map(\.rawValue)).map { .object([("required", strings([$0]))]) })),
                ("dependentSchemas", .object([("keyframes", .object([("not", .object([("anyOf", .array(
                    (animatable.map(\.rawValue) + ["repeat"]).map { .object([("required", strings([$0]))]) }))]))]))])),
                ("dependentRequired", .object([("calculation", strings(["keyframes"]))])),
            ])),
            ("keyframe", .object([
                ("type", .string("object")),
                ("properties", .object([
                    ("at", .object([("description", .string("Relative time within the track, 0…1."))] + numberOr([("minimum", .int(0)), ("maximum", .int(1))]))),
                    ("curve", .object([("description", .string("The curve of the segment that ends here."))] + ref("curve"))),
                ] + animatable.map { p in (p.rawValue, .object([("description", .string(SchemaText.properties[p.rawValue] ?? ""))] + value(p))) })),
                ("required", strings(["at"])),
                ("minProperties", .int(2)),
                ("additionalProperties", .bool(false)),
            ])),
            // Arcs and matched elements (Docs/LANGUAGE.md): their arguments are the checker's.
            ("path", .object([("type", .string("string")), ("pattern", .string("^\\s*arc\\s*\\(.*\\)\\s*$"))])),
            ("match", .object([("anyOf", .array([
                .object([("type", .string("array")), ("items", .object(ref("viewName")))]),
                .object([("type", .string("object")),
                         ("properties", .object([("views", .object([("type", .string("array")), ("items", .object(ref("viewName")))])),
                                                 ("duration", .object(ref("duration"))), ("delay", .object(ref("delay"))),
                                                 ("curve", .object(ref("curve")))])),
                         ("required", strings(["views"])), ("additionalProperties", .bool(false))]),
            ]))])),
            ("perspective", .object([("anyOf", .array([
                .object(numberOr([("exclusiveMinimum", .int(0))])),
                .object([("type", .string("object")),
                         ("properties", .object([("view", .object(ref("viewName"))),
                                                 ("distance", .object(numberOr([("exclusiveMinimum", .int(0))])))])),
                         ("required", strings(["distance"])), ("additionalProperties", .bool(false))]),
            ]))])),
            ("repeat", .object([
                ("if", .object([("type", .string("object"))])),
                ("else", .object(numberOr([("minimum", .int(2)), ("maximum", .int(RepeatSpec.maxCount))], type: "integer"))),
                ("then", .object([
                    ("type", .string("object")),
                    ("properties", .object(SpecKeys.repeatKeys.map { key in
                        let schema: [(String, JSONValue)]
                        switch key {
                        case "count": schema = numberOr([("minimum", .int(2)), ("maximum", .int(RepeatSpec.maxCount))], type: "integer")
                        case "wait": schema = ref("delay")
                        default: schema = ref("bool")
                        }
                        return (key, .object([("description", .string(SchemaText.repeatKeys[key] ?? ""))] + schema))
                    })),
                    ("required", strings(["count"])),
                    ("additionalProperties", .bool(false)),
                ])),
            ])),
            ("presentation", .object([
                ("type", .string("object")),
                ("properties", .object(SpecKeys.presentation.map { key in
                    if key == "frame" {
                        return (key, .object([("description", .string("The presented view's frame; may read container.width/container.height."))] + ref("expression")))
                    }
                    if key == "chrome" { return (key, .object(ref("chrome"))) }
                    return (key, .object(ref("dimming")))
                })),
                ("additionalProperties", .bool(false)),
            ])),
            ("chrome", .object([
                ("description", .string("Views the presentation controller owns from present to dismiss, by name (Docs/LANGUAGE.md, \"Presentation chrome\").")),
                ("type", .string("object")),
                ("additionalProperties", .object(ref("chromeView"))),
            ])),
            ("chromeView", .object([
                ("type", .string("object")),
                ("properties", .object(SpecKeys.chrome.map { key in
                    switch key {
                    case "kind": return (key, .object([("description", .string("view (default), grabber or snapshot(presenting)")), ("type", .string("string"))]))
                    case "place": return (key, .object([("description", .string("below (default; a grabber's is above) or above")),
                                                        ("enum", strings(ChromeIR.Place.allCases.map(\.rawValue)))]))
                    default: return (key, .object(ref("expression")))
                    }
                })),
                ("additionalProperties", .bool(false)),
            ])),
            ("dimming", .object([
                ("description", .string("The presentation controller's dimming view, at the bottom of the container; tapToDismiss dismisses on a tap.")),
                ("type", .string("object")),
                ("properties", .object(SpecKeys.dimming.map { key in
                    switch key {
                    case "alpha": return (key, .object(value(.alpha)))
                    case "tapToDismiss": return (key, .object(ref("bool")))
                    default: return (key, .object(ref("expression")))
                    }
                })),
                ("additionalProperties", .bool(false)),
            ])),
            ("interactive", .object([
                ("type", .string("object")),
                ("additionalProperties", .object(ref("interaction"))),
            ])),
            ("interaction", .object([
                ("type", .string("object")),
                ("properties", .object(SpecKeys.interaction.map { key in
                    let schema: [(String, JSONValue)]
                    switch key {
                    case "gesture":
                        let edges = SpecKeys.edges.joined(separator: "|")
                        schema = [("type", .string("string")), ("pattern", .string("^\\s*(pan|edgePan\\s*\\(\\s*(\(edges))\\s*\\))\\s*$"))]
                    case "axis": schema = [("enum", strings(SpecKeys.axes))]
                    case "distance": schema = numberOr([("not", .object([("const", .int(0))]))])
                    case "finishAt": schema = numberOr([("minimum", .int(0)), ("maximum", .int(1))])
                    case "finishVelocity": schema = [("if", .object([("type", .string("number"))])),
                                                     ("then", .object([("type", .string("number")), ("minimum", .int(0))])),
                                                     ("else", .object([("type", .string("string"))]))]
                    case "follow": schema = [("type", .string("array")), ("items", .object([
                        ("type", .string("object")),
                        ("properties", .object(SpecKeys.follow.map { k in
                            switch k {
                            case "along": return (k, .object([("description", .string(SchemaText.follow[k] ?? "")), ("enum", strings(SpecKeys.followAlong))]))
                            case "view": return (k, .object([("description", .string(SchemaText.follow[k] ?? "")), ("type", .string("string"))]))
                            case "over": return (k, .object([("description", .string(SchemaText.follow[k] ?? ""))] + numberOr([("not", .object([("const", .int(0))]))])))
                            default: return (k, .object([("description", .string(SchemaText.follow[k] ?? ""))] + ref("expression")))
                            }
                        })),
                        ("required", strings(["view"])),
                        ("additionalProperties", .bool(false)),
                    ]))]
                    case "resistance": schema = [("type", .string("string")), ("pattern", .string("^\\s*(none|rubberBand(\\s*\\(.*\\))?)\\s*$"))]
                    case "release": schema = [("type", .string("string")), ("pattern", .string("^\\s*(threshold|project(\\s*\\(.*\\))?)\\s*$"))]
                    case "interruptible": schema = ref("bool")
                    case "detents": schema = [("type", .string("array")), ("items", .object(numberOr([("exclusiveMinimum", .int(0)), ("exclusiveMaximum", .int(1))])))]
                    default: schema = ref("curve") + [("not", .object([("type", .string("string")), ("pattern", .string("^\\s*steps\\s*\\("))]))]
                    }
                    return (key, .object([("description", .string(SchemaText.interaction[key] ?? ""))] + schema))
                })),
                ("required", strings(SpecKeys.interactionRequired)),
                ("additionalProperties", .bool(false)),
            ])),
            ("preview", .object([
                ("description", .string("For `transc run` only: stand-in geometry and colours. Keys are `device` and the names of views.")),
                ("type", .string("object")),
                ("properties", .object([("device", .object([
                    ("type", .string("object")),
                    ("properties", .object(SpecKeys.device.map {
                        ($0, .object($0 == "cornerRadius" ? numberOr([("minimum", .int(0)), ("maximum", .int(1_000))])
                                                         : numberOr([("exclusiveMinimum", .int(0)), ("maximum", .int(10_000))])))
                    })),
                    ("additionalProperties", .bool(false)),
                ]))])),
                // The container is the device; the roots are named source/destination
                // (presenting/presented), which never swap (from/to are accepted with a warning).
                ("propertyNames", .object([("not", .object([("enum", strings(["container"]))]))])),
                ("additionalProperties", .object([
                    ("type", .string("object")),
                    // A label is any text: a YAML number or boolean is its text to the checker.
                    ("properties", .object(SpecKeys.previewView.map {
                        ($0, $0 == "label" ? .object([("type", strings(["string", "number", "boolean", "null"]))])
                            : $0 == "image" ? .object([("type", .string("string")),
                                                       ("description", .string("A PNG or JPEG screen image, relative to the spec's folder, drawn scaled to the view's frame."))])
                            : $0 == "imageSize" ? .object([
                                ("type", .string("object")), ("description", .string(SchemaText.previewList["imageSize"] ?? "")),
                                ("properties", .object(SpecKeys.size.map { ($0, .object(numberOr([("exclusiveMinimum", .int(0)), ("maximum", .int(100_000))]))) })),
                                ("required", strings(SpecKeys.size)), ("additionalProperties", .bool(false)),
                            ])
                            : $0 == "preferredContentSize" ? .object([
                                ("type", .string("object")), ("description", .string(SchemaText.previewList["preferredContentSize"] ?? "")),
                                ("properties", .object(SpecKeys.size.map { ($0, .object(numberOr([("minimum", .int(0)), ("maximum", .int(10_000))]))) })),
                                ("required", strings(SpecKeys.size)), ("additionalProperties", .bool(false)),
                            ])
                            : $0 == "count" ? .object([("description", .string(SchemaText.previewList["count"] ?? ""))] + numberOr([("minimum", .int(0)), ("maximum", .int(200))], type: "integer"))
                            : $0 == "columns" ? .object([("description", .string(SchemaText.previewList["columns"] ?? ""))] + numberOr([("minimum", .int(1)), ("maximum", .int(200))], type: "integer"))
                            : $0 == "spacing" ? .object([("description", .string(SchemaText.previewList["spacing"] ?? ""))] + numberOr([("minimum", .int(0)), ("maximum", .int(10_000))]))
                            : .object(ref("expression")))
                    })),
                    ("additionalProperties", .bool(false)),
                ])),
            ])),
        ]
    }

    /// The values a property takes: constants of its type as YAML types them, or an expression.
    static func value(_ p: Property) -> [(String, JSONValue)] {
        switch p {
        case .alpha:
            return numberOr([("minimum", .int(0)), ("maximum", .int(1))])
        case .cornerRadius:
            return numberOr([("minimum", .int(0))])
        case .zIndex:
            return numberOr([])
        case .hidden:
            return [("if", .object([("type", .string("boolean"))])), ("else", .object(ref("expression")))]
        case .clips:
            return [("if", .object([("type", .string("boolean"))])), ("else", .object(ref("expression")))]
        case .corners:
            let names = strings(CornerSet.named.map(\.name))
            return [("anyOf", .array([.object([("type", .string("array")), ("items", .object([("enum", names)])), ("uniqueItems", .bool(true))]),
                                      .object([("enum", strings(["all"]))])]))]
        case .cornerCurve:
            return [("enum", strings(CornerCurve.allCases.map(\.rawValue)))]
        case .contentMode:
            return [("anyOf", .array([.object([("enum", strings(ContentMode.allCases.map(\.rawValue)))]), .object(ref("expression"))]))]
        case .frame, .center, .transform, .backgroundColor:
            return ref("expression")
        case .shadowOpacity:
            return numberOr([("minimum", .int(0)), ("maximum", .int(1))])
        case .shadowRadius, .borderWidth:
            return numberOr([("minimum", .int(0))])
        case .blur:
            // 0 or 1 (the checker says so with blur-form); the schema bounds the number.
            return numberOr([("minimum", .int(0)), ("maximum", .int(1))])
        case .shadowOffset, .shadowColor, .borderColor, .mask, .size:
            return ref("expression")
        }
    }

    /// `{ from: START, to: END }`.
    static func fromTo(_ p: Property) -> JSONValue {
        .object([
            ("type", .string("object")),
            ("properties", .object(SpecKeys.fromTo.map { key in
                let said = key == "from" ? "The value the track starts from (default: the view's value when the track starts)."
                    : "The value the track ends at."
                // The property's examples, less `START -> END` (a plain value's form, not a side's).
                let examples = (SchemaExamples.examples["track.\(p.rawValue)"] ?? []).filter { if case .string(let s) = $0 { !s.contains("->") } else { true } }
                return (key, .object([("description", .string(said)), ("examples", .array(examples))] + value(p)))
            })),
            ("required", strings(["to"])),
            ("additionalProperties", .bool(false)),
        ])
    }

    static func ref(_ name: String) -> [(String, JSONValue)] { [("$ref", .string("#/$defs/\(name)"))] }

    /// A constant as YAML types it, judged by `constraints`, or else an expression. Written as
    /// if/then/else rather than anyOf so that a validator names the failing constraint
    /// ("2 is greater than the maximum of 1") instead of "not valid under any of the schemas".
    static func numberOr(_ constraints: [(String, JSONValue)], type: String = "number") -> [(String, JSONValue)] {
        [("if", .object([("type", .string("number"))])),
         ("then", .object([("type", .string(type))] + constraints)),
         ("else", .object(ref("expression")))]
    }
    static func strings(_ values: [String]) -> JSONValue { .array(values.map { .string($0) }) }
}
