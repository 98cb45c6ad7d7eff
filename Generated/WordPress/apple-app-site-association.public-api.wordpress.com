{
  "applinks": {
    "details": [
      {
        "appIDs": ["3TMU3BH3NK.org.wordpress"],
        "components": [
          {
            "/": "/mbar",
            "?": {
              "redirect_to": "https://wordpress.com/wp-login.php??*"
            },
            "percentEncoded": false,
            "comment": "marketingLoginRedirect (/mbar?redirect_to=https%3A%2F%2Fwordpress.com%2Fwp-login.php%3F{login})"
          },
          {
            "/": "/mbar",
            "?": {
              "redirect_to": "?*"
            },
            "percentEncoded": false,
            "comment": "marketingRedirect (/mbar?redirect_to={redirectTo})"
          }
        ]
      }
    ]
  }
}
