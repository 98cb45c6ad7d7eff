{
  "applinks": {
    "details": [
      {
        "appIDs": ["3TMU3BH3NK.org.wordpress"],
        "components": [
          {
            "/": "/get",
            "percentEncoded": false,
            "comment": "appBanner (/get?campaign={campaign}#{destination})"
          }
        ]
      }
    ]
  }
}
